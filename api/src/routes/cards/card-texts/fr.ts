import type { CardTexts } from './card-texts';

/** The card page in French. */
export const fr: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Ajouter aux contacts',
  companyLogo: 'Logo de l’entreprise',
  email: 'E-mail',
  website: 'Site web',
  contactInfo: 'Contactez-nous',
  address: 'Rendez-nous visite',
  businessHours: 'Horaires d’ouverture',
  socialMedia: 'Suivez-nous',
  share: 'Partager',
  shareByEmail: 'Par e-mail',
  shareBySms: 'Par SMS',
  qrCode: 'Code QR',
  qrCodeAlt: 'Code QR de cette carte',
  notFoundTitle: 'Carte introuvable',
  notFoundText: 'Cette carte de visite n’existe pas ou n’est plus disponible.',
  goneTitle: 'Carte indisponible',
  goneText: 'Cette carte n’est plus disponible.',
};
