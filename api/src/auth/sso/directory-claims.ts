import { type ClaimMappings, MAPPABLE_FIELDS, type MappableWireName } from '@bizcard/shared/model';
import { normalisePhone } from '@bizcard/shared/phone';
import type { CountryCode } from 'libphonenumber-js';

export type Claims = Record<string, unknown>;

const claimText = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The contact fields the configuration maps from the person's claims, each checked as an
 * admin's write would be: a value too long, a phone that does not dial, or a link that is not
 * http(s) is left out rather than failing the sign-in or reaching the card.
 */
export function mappedFields(
  claims: Claims,
  mappings: ClaimMappings,
  region: CountryCode | undefined,
): Partial<Record<MappableWireName, string>> {
  const fields: Partial<Record<MappableWireName, string>> = {};
  for (const [claim, wire] of Object.entries(mappings)) {
    const field = MAPPABLE_FIELDS.find((candidate) => candidate.wire === wire);
    const value = claimText(claims[claim]);
    if (!field || value === null || value.length > field.max) continue;
    if (field.input === 'url' && !/^https?:\/\/\S+$/i.test(value)) continue;
    // A phone is stored as every other write stores it (E.164, docs/decisions/034).
    const stored = field.input === 'tel' ? normalisePhone(value, region) : value;
    if (stored !== null) fields[wire] = stored;
  }
  return fields;
}

/** Names for a first sign-in whose claims map none: the standard claims, else the email. */
export function fallbackNames(claims: Claims, email: string) {
  const [first, ...rest] = (claimText(claims.name) ?? '').split(/\s+/);
  return {
    first_name: claimText(claims.given_name) ?? (first || email.slice(0, email.indexOf('@'))),
    last_name: claimText(claims.family_name) ?? rest.join(' '),
  };
}
