// Per tenant, how its public card pages meet the world (issue 28): whether search engines may
// index them, and the language a visitor gets when their browser asks for none of these.
import type * as z from 'zod/mini';
import type { cardPageSettingsSchema } from '../schemas/card-page-settings';

/** The card page's own languages (BCP 47). */
export const CARD_PAGE_LANGUAGE_CODES = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'ja',
  'zh-Hans',
  'ar',
] as const;

export type CardPageLanguage = (typeof CARD_PAGE_LANGUAGE_CODES)[number];

/** Each language named in itself, for the tenant's default. */
export const CARD_PAGE_LANGUAGE_NAMES: Record<CardPageLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
};

/** Not indexed, in English, until the tenant says otherwise. */
export const DEFAULT_CARD_PAGE_SETTINGS: CardPageSettings = { indexable: false, language: 'en' };

/** GET and PUT /api/management/tenants/{id}/card-page-settings. */
export type CardPageSettings = z.output<typeof cardPageSettingsSchema>;
