import type { CardTexts } from './card-texts';

/** The card page in Portuguese. */
export const pt: CardTexts = {
  dir: 'ltr',
  addToContacts: 'Adicionar aos contatos',
  companyLogo: 'Logotipo da empresa',
  email: 'E-mail',
  website: 'Site',
  contactInfo: 'Fale conosco',
  address: 'Visite-nos',
  businessHours: 'Horário de funcionamento',
  socialMedia: 'Siga-nos',
  share: 'Compartilhar',
  shareByEmail: 'Por e-mail',
  shareBySms: 'Por SMS',
  qrCode: 'Código QR',
  qrCodeAlt: 'Código QR deste cartão',
  notFoundTitle: 'Cartão não encontrado',
  notFoundText: 'Este cartão de visita não existe ou não está mais disponível.',
  goneTitle: 'Cartão indisponível',
  goneText: 'Este cartão não está mais disponível.',
};
