import type { TemplateDraft, TemplateImage } from '@bizcard/shared/api';
import type { StoredTemplate } from '@bizcard/shared/model';
import { companyLogoUrl } from '@bizcard/shared/schemas';
import { type Examples, NO_EXAMPLES } from './examples';

/** An image as the designer holds it: what to show, and what the next save sends. */
export interface DraftImage {
  /** An address or data URL to show; null when there is none. */
  src: string | null;
  /** undefined keeps the saved image, '' removes it, a File replaces it. */
  upload: TemplateImage;
}

export interface Draft {
  template: TemplateDraft;
  logo: DraftImage;
  photo: DraftImage;
  /** Example text the template shows but no save sends (lib/examples.ts). */
  examples: Examples;
}

/** The screen's starting point from a saved template (any logo shape) or the sample one. */
export function draftOf(stored: StoredTemplate, examples: Examples = NO_EXAMPLES): Draft {
  const {
    htmlTemplate: _html,
    companyLogo,
    companyLogoUrl: logoUrl,
    profilePhotoUrl,
    theme,
    ...fields
  } = stored;
  return {
    template: {
      ...fields,
      theme: typeof theme === 'string' ? JSON.parse(theme) : theme,
      // Shown unless the saved template turned it off; every save sends it (decision 053).
      contactExchange: fields.contactExchange !== false,
    },
    logo: { src: logoUrl ?? companyLogoUrl(companyLogo), upload: undefined },
    photo: { src: profilePhotoUrl, upload: undefined },
    examples,
  };
}
