import type { CardPerson } from '@bizcard/shared/schemas';

// The preview's Add to Contacts: a vCard 3.0 of the person as the unsaved template shows
// them (the API serves the saved card's own at /c/{slug}/contact.vcf).

const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines of at most 75 octets, never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function previewVCard(person: CardPerson, firstName: string, lastName: string): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(lastName)};${escapeText(firstName)};;;`,
    `FN:${escapeText(person.name || `${firstName} ${lastName}`.trim())}`,
    ...(person.company ? [`ORG:${escapeText(person.company)}`] : []),
    ...(person.jobTitle ? [`TITLE:${escapeText(person.jobTitle)}`] : []),
    ...person.phones.map(
      (phone) =>
        `TEL;TYPE=${phone.label === 'Mobile' ? 'CELL' : 'WORK'},VOICE:${escapeText(phone.number)}`,
    ),
    ...(person.email ? [`EMAIL;TYPE=INTERNET,WORK:${escapeText(person.email)}`] : []),
    ...(person.website ? [`URL:${person.website.replace(/[\r\n]+/g, '')}`] : []),
    ...person.addresses.map(
      (address) => `ADR;TYPE=WORK:;;${escapeText(address.lines.join(', '))};;;;`,
    ),
    ...person.social.map((link) => `X-SOCIALPROFILE;TYPE=${link.label.toLowerCase()}:${link.url}`),
    'END:VCARD',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** `Jordan_Smith.vcf`: letters and digits of the name, in any script. */
export const vcardFileName = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'contact'}.vcf`;
