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
  /** The Share links' mail subject and message ({name}: the person, {url}: the card). */
  shareSubject: string;
  shareBody: string;
  /** The wallet buttons, in the wording Apple's and Google's badges use in the language. */
  appleWallet: string;
  googleWallet: string;
  /** 'Share your details' (decision 053): its title, labels and button. */
  shareDetails: string;
  name: string;
  phone: string;
  company: string;
  note: string;
  send: string;
  /** The consent sentence while the tenant wrote none of its own ({owner}: the card's owner). */
  consentDefault: string;
  /** The form's messages; {max} is the field's limit, written in the language's digits. */
  nameRequired: string;
  nameTooLong: string;
  emailInvalid: string;
  phoneTooLong: string;
  companyTooLong: string;
  noteTooLong: string;
  consentRequired: string;
  tooMany: string;
  tooFast: string;
  expired: string;
  /** The page after sending, and its way back ({name}: the card's person). */
  sent: string;
  backTo: string;
  backToCard: string;
}

/** A card text that names something: `{key}` replaced by its value. */
export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

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
