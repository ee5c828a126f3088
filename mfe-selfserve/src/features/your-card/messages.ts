import { COPY_FAILED } from '@bizcard/shared/ui';
import { CARD_TEXT } from '../../messages';

/** The texts of the 'Your card' page (decision 018: what an SSO end user sees of their card). */
export const YOUR_CARD_TEXT = {
  title: 'Your card',
  loadFailed: 'Failed to load your card',
  cardLink: 'Your card link',
  copy: 'Copy',
  copyLabel: 'Copy card link',
  copied: 'Card link copied to clipboard!',
  copyFailed: COPY_FAILED,
  qrAlt: CARD_TEXT.qrAlt,
  downloadVcard: 'Download vCard',
  directory: 'From your directory',
  readOnly:
    "These details are managed by your organisation's directory and are updated each time you sign in, so they are read-only here.",
  nothingYet: 'Nothing has come from your directory yet.',
  lastUpdated: (provider: string | null, date: string) =>
    `Last updated from ${provider ?? 'your directory'} on ${date}`,
} as const;

/** Spec §9: a copy notice shows for 2 seconds. */
export const COPY_NOTICE_MS = 2000;
