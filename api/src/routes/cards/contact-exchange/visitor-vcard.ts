import type { ContactForm } from '@bizcard/shared/schemas';
import { escapeText, foldLine } from '../vcard';

/** The visitor as a vCard 3.0, attached to the owner's mail so one tap saves them. */
export function visitorVCard(form: ContactForm): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(form.name)}`,
    `N:${escapeText(form.name)};;;;`,
    form.email ? `EMAIL;TYPE=INTERNET:${escapeText(form.email)}` : null,
    form.phone ? `TEL:${escapeText(form.phone)}` : null,
    form.company ? `ORG:${escapeText(form.company)}` : null,
    form.note ? `NOTE:${escapeText(form.note)}` : null,
    'END:VCARD',
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .join('\r\n')}\r\n`;
}

/** `Jane_Doe.vcf`: the name's letters and digits. */
export const visitorVCardName = (form: ContactForm) =>
  `${form.name.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'contact'}.vcf`;
