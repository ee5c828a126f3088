import type { CardTexts } from './card-texts';

/** The card page in Japanese. */
export const ja: CardTexts = {
  dir: 'ltr',
  addToContacts: '連絡先に追加',
  companyLogo: '会社のロゴ',
  email: 'メール',
  website: 'ウェブサイト',
  contactInfo: 'お問い合わせ',
  address: '所在地',
  businessHours: '営業時間',
  socialMedia: 'フォローする',
  share: '共有',
  shareByEmail: 'メールで送る',
  shareBySms: 'SMSで送る',
  qrCode: 'QRコード',
  qrCodeAlt: 'この名刺のQRコード',
  notFoundTitle: '名刺が見つかりません',
  notFoundText: 'この名刺は存在しないか、利用できなくなりました。',
  goneTitle: '名刺を利用できません',
  goneText: 'この名刺は利用できなくなりました。',
};
