import * as z from 'zod/mini';
import { CARD_PAGE_LANGUAGE_CODES } from '../model/card-page-settings';
import { lazySchema } from './lazy-schema';

/** A tenant's card page settings, as read and as written (every field, both times). */
export const cardPageSettingsSchema = lazySchema(() =>
  z.strictObject({
    /** Whether search engines may index the tenant's card pages (default: no). */
    indexable: z.boolean(),
    /** The page's language when the visitor's Accept-Language asks for none it has. */
    language: z.enum(CARD_PAGE_LANGUAGE_CODES, { error: 'Choose one of the listed languages' }),
  }),
);
