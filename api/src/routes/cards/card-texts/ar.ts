import type { CardTexts } from './card-texts';

/** The card page in Arabic. */
export const ar: CardTexts = {
  dir: 'rtl',
  addToContacts: 'إضافة إلى جهات الاتصال',
  companyLogo: 'شعار الشركة',
  email: 'البريد الإلكتروني',
  website: 'الموقع الإلكتروني',
  contactInfo: 'تواصل معنا',
  address: 'تفضل بزيارتنا',
  businessHours: 'ساعات العمل',
  socialMedia: 'تابعنا',
  share: 'مشاركة',
  shareByEmail: 'عبر البريد الإلكتروني',
  shareBySms: 'عبر رسالة نصية',
  qrCode: 'رمز QR',
  qrCodeAlt: 'رمز QR لهذه البطاقة',
  notFoundTitle: 'لم يتم العثور على البطاقة',
  notFoundText: 'بطاقة العمل هذه غير موجودة أو لم تعد متاحة.',
  goneTitle: 'البطاقة غير متاحة',
  goneText: 'لم تعد هذه البطاقة متاحة.',
};
