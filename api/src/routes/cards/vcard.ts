import type { Address, EndUserFields } from '@bizcard/shared/model';
import type { CountryCode } from 'libphonenumber-js/min';
import { parsePhone } from '../../phone';
import { fullName } from './render-card';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 2426 TEXT value: backslash, comma, semicolon and line breaks escaped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A URI value has no TEXT escaping, but must stay on one logical line. */
const uri = (value: string) => value.replace(/[\r\n]+/g, '');

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line counts
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const ADR_TYPES: Record<string, string> = { home: 'HOME', office: 'WORK', work: 'WORK' };

function addressLine(address: Address): string | null {
  const parts = [address.street, address.city, address.state, address.zipCode, address.country];
  if (parts.every((part) => !part)) return null;
  const type = ADR_TYPES[address.type.toLowerCase()];
  const name = type ? `ADR;TYPE=${type}` : 'ADR';
  return `${name}:;;${parts.map((part) => escapeText(part ?? '')).join(';')}`;
}

const SOCIAL_TYPES = [
  ['linkedin', 'linkedin'],
  ['facebook', 'facebook'],
  ['instagram', 'instagram'],
  ['x_twitter', 'twitter'],
  ['youtube', 'youtube'],
  ['reddit', 'reddit'],
] as const;

function noteOf(user: EndUserFields): string | null {
  const notes = [
    user.pronouns ? `Pronouns: ${user.pronouns}` : '',
    user.accreditations ? `Accreditations: ${user.accreditations}` : '',
  ].filter(Boolean);
  return notes.length > 0 ? notes.join('\n') : null;
}

/**
 * Work and cell have vCard 3.0 types of their own; a direct line is a work number that
 * address books tell apart by its `X-ABLabel` (Apple, and Android's importers), grouped by
 * the `item1.` prefix. Numbers are written in international form when they parse.
 */
function phoneLines(user: EndUserFields, region: CountryCode | undefined): string[] {
  const value = (phone: string) => escapeText(parsePhone(phone, region)?.international ?? phone);
  return [
    ...(user.phone_work ? [`TEL;TYPE=WORK,VOICE:${value(user.phone_work)}`] : []),
    ...(user.phone_direct
      ? [`item1.TEL;TYPE=WORK,VOICE:${value(user.phone_direct)}`, 'item1.X-ABLabel:Direct']
      : []),
    ...(user.phone_cell ? [`TEL;TYPE=CELL,VOICE:${value(user.phone_cell)}`] : []),
  ];
}

function contentLines(user: EndUserFields, region: CountryCode | undefined): string[] {
  const optional = (name: string, value: string | null) =>
    value ? [`${name}:${escapeText(value)}`] : [];
  const org = [user.company ?? '', user.department ?? ''];
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(user.last_name)};${escapeText(user.first_name)};;;`,
    `FN:${escapeText(fullName(user))}`,
    ...(org.some(Boolean) ? [`ORG:${org.map(escapeText).join(';').replace(/;$/, '')}`] : []),
    ...optional('TITLE', user.title),
    ...phoneLines(user, region),
    `EMAIL;TYPE=INTERNET,WORK:${escapeText(user.email)}`,
    ...(user.website ? [`URL:${uri(user.website)}`] : []),
    ...user.addresses.map(addressLine).filter((line): line is string => line !== null),
    ...SOCIAL_TYPES.flatMap(([field, type]) => {
      const url = user[field];
      return url ? [`X-SOCIALPROFILE;TYPE=${type}:${uri(url)}`] : [];
    }),
    ...optional('NOTE', noteOf(user)),
    'END:VCARD',
  ];
}

/** A vCard 3.0 of the user: CRLF line endings, lines folded at 75 octets. */
export function buildVCard(user: EndUserFields, region?: CountryCode): string {
  return contentLines(user, region).map(foldLine).join(CRLF) + CRLF;
}

/** `Jane_Doe.vcf`: letters and digits of the name, in any script. */
export function vcardFileName(user: EndUserFields): string {
  const base = fullName(user)
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'contact'}.vcf`;
}
