// Replies of the card owner's calls for the self-serve pages' tests (test-only, like
// shared/src/testing): optional, so a test that never shows the panels leaves none pending.
import type { CardFigures, OwnPhoto } from '@bizcard/shared/model';
import nock from 'nock';

export const FIGURES: CardFigures = {
  days: 30,
  from: '2026-10-30',
  to: '2026-11-28',
  views: 1234,
  saves: 56,
  scans: 7,
  taps: 8,
  contacts: 9,
};

/** Answers the figures and the photo for as long as the test runs. */
export function answerCardOwnerCalls(
  api: string,
  figures: CardFigures = FIGURES,
  photo: OwnPhoto = { photo_url: null },
) {
  nock(api).get('/api/self-serve/card/figures').optionally().times(20).reply(200, figures);
  nock(api).get('/api/self-serve/card/photo').optionally().times(20).reply(200, photo);
}
