import type { StoredTemplate } from '@bizcard/shared/model';
import { readStoredTemplate } from '@bizcard/shared/schemas';
import type { Examples } from './examples';

const ABOUT_ME = 'about-me';

/** Spec §4: with no saved template the screen starts from sample data with 'About Me'. */
export function sampleTemplate(): StoredTemplate {
  return readStoredTemplate(
    JSON.stringify({
      businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
      customSections: [
        {
          id: ABOUT_ME,
          title: 'About Me',
          content: 'Tell visitors who you are and how you can help them.',
        },
      ],
    }),
  );
}

/** Everything sampleTemplate adds is example text, never saved as it stands. */
export const SAMPLE_EXAMPLES: Examples = { sections: [ABOUT_ME], businessHours: true };
