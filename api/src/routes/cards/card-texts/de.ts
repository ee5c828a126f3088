import type { CardTexts } from './card-texts';

/** The card page in German. */
export const de: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Zu Kontakten hinzufügen',
  companyLogo: 'Firmenlogo',
  email: 'E-Mail',
  website: 'Website',
  contactInfo: 'Kontakt',
  address: 'Besuchen Sie uns',
  businessHours: 'Geschäftszeiten',
  socialMedia: 'Folgen Sie uns',
  share: 'Teilen',
  shareByEmail: 'Per E-Mail',
  shareBySms: 'Per SMS',
  qrCode: 'QR-Code',
  qrCodeAlt: 'QR-Code dieser Karte',
  notFoundTitle: 'Karte nicht gefunden',
  notFoundText: 'Diese Visitenkarte existiert nicht oder ist nicht mehr verfügbar.',
  goneTitle: 'Karte nicht verfügbar',
  goneText: 'Diese Karte ist nicht mehr verfügbar.',
};
