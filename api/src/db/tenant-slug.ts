import { randomBytes } from 'node:crypto';
import anyAscii from 'any-ascii';

// Long enough to read, short enough for a header value or a URL segment.
const MAX_SLUG_LENGTH = 48;
const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const SUFFIX_LENGTH = 5;

/**
 * A tenant's readable `tenant_name`: its name spelled in ASCII (any script: 'QA1 北京' is
 * 'qa1-beijing', 'Zürich' 'zurich', 'Москва' 'moskva'), lowercased, each run of other
 * characters one '-'. Empty when nothing readable is left; the caller then adds a suffix.
 */
export function tenantSlug(name: string): string {
  return anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** `slug` (or 'tenant' when empty) with a short random suffix, for a slug already taken. */
export function withRandomSuffix(slug: string): string {
  // 32 letters divide 256 evenly, so every character is equally likely.
  const pick = (byte: number) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length];
  const suffix = Array.from(randomBytes(SUFFIX_LENGTH), pick).join('');
  return `${slug || 'tenant'}-${suffix}`;
}

/** A name as stored: one composed form, trimmed, each run of spaces one space. */
export function tidyTenantName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}
