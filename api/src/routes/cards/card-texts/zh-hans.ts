import type { CardTexts } from './card-texts';

/** The card page in Simplified Chinese. */
export const zhHans: CardTexts = {
  dir: 'ltr',
  addToContacts: '添加到通讯录',
  companyLogo: '公司标志',
  email: '电子邮件',
  website: '网站',
  contactInfo: '联系我们',
  address: '欢迎来访',
  businessHours: '营业时间',
  socialMedia: '关注我们',
  share: '分享',
  shareByEmail: '通过电子邮件',
  shareBySms: '通过短信',
  qrCode: '二维码',
  qrCodeAlt: '此名片的二维码',
  notFoundTitle: '未找到名片',
  notFoundText: '此名片不存在或已不可用。',
  goneTitle: '名片不可用',
  goneText: '此名片已不可用。',
};
