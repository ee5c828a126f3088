import type { CardTexts } from './card-texts';

/** The card page in Italian. */
export const it: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Aggiungi ai contatti',
  companyLogo: 'Logo aziendale',
  email: 'E-mail',
  website: 'Sito web',
  contactInfo: 'Contattaci',
  address: 'Vieni a trovarci',
  businessHours: 'Orari di apertura',
  socialMedia: 'Seguici',
  share: 'Condividi',
  shareByEmail: 'Via e-mail',
  shareBySms: 'Via SMS',
  qrCode: 'Codice QR',
  qrCodeAlt: 'Codice QR di questo biglietto',
  notFoundTitle: 'Biglietto non trovato',
  notFoundText: 'Questo biglietto da visita non esiste o non è più disponibile.',
  goneTitle: 'Biglietto non disponibile',
  goneText: 'Questo biglietto non è più disponibile.',
};
