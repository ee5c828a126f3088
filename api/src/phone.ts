import { END_USER_FIELDS } from '@bizcard/shared/model';
import { displayPhone, normalisePhone } from '@bizcard/shared/phone';
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Tenants type their country as free text ('USA', 'United States', 'DE'); names the English
// region names of Intl do not give are listed here.
const REGION_ALIASES: Record<string, CountryCode> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
};

let regionsByName: Map<string, CountryCode> | undefined;

function regionNames(): Map<string, CountryCode> {
  if (regionsByName) return regionsByName;
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  regionsByName = new Map(Object.entries(REGION_ALIASES));
  for (const code of getCountries()) {
    regionsByName.set(code.toLowerCase(), code);
    const name = english.of(code);
    if (name) regionsByName.set(name.toLowerCase(), code);
  }
  return regionsByName;
}

// A tenant that gave no country is read as in the USA, as addresses default to (spec §9).
const DEFAULT_REGION: CountryCode = 'US';

/**
 * The calling region of a tenant's country, the default for numbers written without `+`;
 * undefined for a country it cannot tell, where only `+` numbers are understood.
 */
export function phoneRegion(country: string | null | undefined): CountryCode | undefined {
  const name = country?.trim().replace(/\s+/g, ' ').toLowerCase();
  return name ? regionNames().get(name) : DEFAULT_REGION;
}

export interface Phone {
  /** RFC 3966, with `;ext=` for an extension: `tel:+12125550100;ext=7`. */
  uri: string;
  /** For vCards and people: `+1 212 555 0100 ext. 7`. */
  international: string;
}

/** A valid number in the region's plan (or any plan, written with `+`), else null. */
export function parsePhone(value: string, region: CountryCode | undefined): Phone | null {
  const phone = parsePhoneNumberFromString(value, region);
  if (!phone?.isValid()) return null;
  return { uri: phone.getURI(), international: phone.formatInternational() };
}

const PHONE_FIELDS = END_USER_FIELDS.filter((field) => field.input === 'tel');
type PhoneWire = (typeof PHONE_FIELDS)[number]['wire'];
type PhoneFields = Record<PhoneWire, string | null>;

export const invalidPhone = (label: string, region: CountryCode | undefined) =>
  region
    ? `${label} is not a valid phone number (write it as in your country, or with + and the country code)`
    : `${label} is not a valid phone number (write it with + and the country code, for example +1 212 555 0100)`;

export interface NormalisedPhones<T extends PhoneFields> {
  /** The same fields, each phone in its stored form (E.164, `;ext=`); others untouched. */
  fields: T;
  /** Each phone field that holds no valid number, with its message; empty when all are fine. */
  errors: { field: PhoneWire; message: string }[];
}

/**
 * Every write of an end user's phones comes through here (admin create and edit, CSV
 * upload, self-serve edit, single sign-on claims): each number is checked against the
 * tenant's plan and stored as E.164, so '303 555 0199' and '+1 (303) 555-0199' are one value.
 */
export function normalisePhones<T extends PhoneFields>(
  fields: T,
  region: CountryCode | undefined,
): NormalisedPhones<T> {
  const normalised = { ...fields };
  const errors: NormalisedPhones<T>['errors'] = [];
  for (const { wire, label } of PHONE_FIELDS) {
    const value = fields[wire];
    if (!value) continue;
    const stored = normalisePhone(value, region);
    if (stored) normalised[wire] = stored as T[PhoneWire];
    else errors.push({ field: wire, message: invalidPhone(label, region) });
  }
  return { fields: normalised, errors };
}

/** The person with each phone as the card, the vCard and the table show it (shared phone). */
export function withDisplayPhones<T extends PhoneFields>(fields: T): T {
  const shown = { ...fields };
  for (const { wire } of PHONE_FIELDS) {
    const value = fields[wire];
    if (value) shown[wire] = displayPhone(value) as T[PhoneWire];
  }
  return shown;
}
