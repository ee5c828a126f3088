import type { CardTexts } from './card-texts';

/** The card page in English. */
export const en: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Add to Contacts',
  companyLogo: 'Company logo',
  email: 'Email',
  website: 'Website',
  contactInfo: 'Get In Touch',
  address: 'Visit Us',
  businessHours: 'Business Hours',
  socialMedia: 'Follow Us',
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
