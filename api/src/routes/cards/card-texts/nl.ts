import type { CardTexts } from './card-texts';

/** The card page in Dutch. */
export const nl: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Toevoegen aan contacten',
  companyLogo: 'Bedrijfslogo',
  email: 'E-mail',
  website: 'Website',
  contactInfo: 'Neem contact op',
  address: 'Bezoek ons',
  businessHours: 'Openingstijden',
  socialMedia: 'Volg ons',
  share: 'Delen',
  shareByEmail: 'Via e-mail',
  shareBySms: 'Via sms',
  qrCode: 'QR-code',
  qrCodeAlt: 'QR-code van dit visitekaartje',
  notFoundTitle: 'Visitekaartje niet gevonden',
  notFoundText: 'Dit visitekaartje bestaat niet of is niet meer beschikbaar.',
  goneTitle: 'Visitekaartje niet beschikbaar',
  goneText: 'Dit visitekaartje is niet meer beschikbaar.',
};
