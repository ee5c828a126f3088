import { DEFAULT_SECTIONS } from '@bizcard/shared/model';
import type { CardTexts } from './card-texts';

/** The card page in English; the section titles are the template's defaults (spec §3). */
export const en: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Add to Contacts',
  companyLogo: 'Company logo',
  email: 'Email',
  website: 'Website',
  contactInfo: DEFAULT_SECTIONS.contactInfo.title,
  address: DEFAULT_SECTIONS.address.title,
  businessHours: DEFAULT_SECTIONS.businessHours.title,
  socialMedia: DEFAULT_SECTIONS.socialMedia.title,
  share: 'Share',
  shareByEmail: 'Email',
  shareBySms: 'Text message',
  qrCode: 'QR code',
  qrCodeAlt: 'QR code of this card',
  notFoundTitle: 'Card not found',
  notFoundText: 'This business card does not exist or is no longer available.',
  goneTitle: 'Card unavailable',
  goneText: 'This card is no longer available.',
};
