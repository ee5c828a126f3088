import type { Address, EndUserFields } from '@bizcard/shared/model';
import type { CountryCode } from 'libphonenumber-js/min';
import { parsePhone } from '../../phone';
import { NOTE_FIELDS, PHONE_FIELDS, SOCIAL_FIELDS } from './card-fields';
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

function noteOf(user: EndUserFields): string | null {
  const notes = NOTE_FIELDS.flatMap(({ wire, label }) => {
    const value = user[wire];
    return value ? [`${label}: ${value}`] : [];
  });
  return notes.length > 0 ? notes.join('\n') : null;
}

/** `item1`, `item2`…: the groups that tie a value to its `X-ABLabel`, one per vCard. */
const groupNames = () => {
  let group = 0;
  return () => `item${++group}`;
};

/**
 * Each phone with its registry TEL property, in international form when it parses. A phone
 * with a `vcardLabel` (a direct line: a work number, to vCard 3.0) is grouped as `itemN.`
 * with an `X-ABLabel`, which Apple's and Android's address books show as its name.
 */
function phoneLines(
  user: EndUserFields,
  region: CountryCode | undefined,
  nextGroup: () => string,
): string[] {
  return PHONE_FIELDS.flatMap(({ wire, card }) => {
    const phone = user[wire];
    if (!phone) return [];
    const value = escapeText(parsePhone(phone, region)?.international ?? phone);
    if (!('vcardLabel' in card)) return [`${card.vcard}:${value}`];
    const group = nextGroup();
    return [`${group}.${card.vcard}:${value}`, `${group}.X-ABLabel:${card.vcardLabel}`];
  });
}

/**
 * Apple reads X-SOCIALPROFILE; Android's importers skip it but keep a labelled URL, so each
 * profile is written both ways, in the groups after the phones'.
 */
function socialLines(user: EndUserFields, nextGroup: () => string): string[] {
  return SOCIAL_FIELDS.flatMap(({ wire, label, card }) => {
    const url = user[wire];
    if (!url) return [];
    const group = nextGroup();
    return [
      `X-SOCIALPROFILE;TYPE=${card.vcard}:${uri(url)}`,
      `${group}.URL:${uri(url)}`,
      `${group}.X-ABLabel:${escapeText(label)}`,
    ];
  });
}

/** ORG's components, trailing empty ones dropped before joining, so an escaped `\;` stays whole. */
function orgLine(user: EndUserFields): string[] {
  const parts = [user.company ?? '', user.department ?? ''];
  while (parts.length > 0 && !parts.at(-1)) parts.pop();
  return parts.length > 0 ? [`ORG:${parts.map(escapeText).join(';')}`] : [];
}

function contentLines(
  user: EndUserFields,
  region: CountryCode | undefined,
  photoJpeg: Buffer | null,
): string[] {
  const optional = (name: string, value: string | null) =>
    value ? [`${name}:${escapeText(value)}`] : [];
  const nextGroup = groupNames();
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeText(user.last_name)};${escapeText(user.first_name)};;;`,
    `FN:${escapeText(fullName(user))}`,
    ...orgLine(user),
    ...optional('TITLE', user.title),
    ...phoneLines(user, region, nextGroup),
    `EMAIL;TYPE=INTERNET,WORK:${escapeText(user.email)}`,
    ...(user.website ? [`URL:${uri(user.website)}`] : []),
    ...user.addresses.map(addressLine).filter((line): line is string => line !== null),
    ...socialLines(user, nextGroup),
    ...optional('NOTE', noteOf(user)),
    ...(photoJpeg ? [`PHOTO;ENCODING=b;TYPE=JPEG:${photoJpeg.toString('base64')}`] : []),
    'END:VCARD',
  ];
}

/** A vCard 3.0 of the user: CRLF line endings, lines folded at 75 octets, the photo inline. */
export function buildVCard(
  user: EndUserFields,
  region?: CountryCode,
  photoJpeg: Buffer | null = null,
): string {
  return contentLines(user, region, photoJpeg).map(foldLine).join(CRLF) + CRLF;
}

/** `Jane_Doe.vcf`: letters and digits of the name, in any script. */
export function vcardFileName(user: EndUserFields): string {
  const base = fullName(user)
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'contact'}.vcf`;
}
