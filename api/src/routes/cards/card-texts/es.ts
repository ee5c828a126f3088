import type { CardTexts } from './card-texts';

/** The card page in Spanish. */
export const es: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Añadir a contactos',
  companyLogo: 'Logotipo de la empresa',
  email: 'Correo electrónico',
  website: 'Sitio web',
  contactInfo: 'Contacto',
  address: 'Visítenos',
  businessHours: 'Horario de atención',
  socialMedia: 'Síganos',
  share: 'Compartir',
  shareByEmail: 'Por correo electrónico',
  shareBySms: 'Por SMS',
  qrCode: 'Código QR',
  qrCodeAlt: 'Código QR de esta tarjeta',
  notFoundTitle: 'Tarjeta no encontrada',
  notFoundText: 'Esta tarjeta de visita no existe o ya no está disponible.',
  goneTitle: 'Tarjeta no disponible',
  goneText: 'Esta tarjeta ya no está disponible.',
};
