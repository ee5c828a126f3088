import type { CardPageLanguage } from '@bizcard/shared/model';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pt } from './pt';
import { zhHans } from './zh-hans';

/**
 * The card page's own words in one language (decision 050): plain objects, one file per
 * language, so a missing or misspelt key fails the type check instead of showing a key.
 */
export interface CardTexts {
  /** Arabic reads right to left; the style sheet's logical properties mirror the layout. */
  dir: 'ltr' | 'rtl';
  addToContacts: string;
  companyLogo: string;
  email: string;
  website: string;
  /** The built-in sections' titles, shown while the admin left them at their defaults. */
  contactInfo: string;
  address: string;
  businessHours: string;
  socialMedia: string;
  share: string;
  shareByEmail: string;
  shareBySms: string;
  qrCode: string;
  qrCodeAlt: string;
  notFoundTitle: string;
  notFoundText: string;
  goneTitle: string;
  goneText: string;
}

export const CARD_TEXTS: Record<CardPageLanguage, CardTexts> = {
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  ja,
  'zh-Hans': zhHans,
  ar,
};
