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

const PHONE_LABELS = {
  phone_work: 'Work phone',
  phone_direct: 'Direct phone',
  phone_cell: 'Cell phone',
} as const;

type PhoneFields = Record<keyof typeof PHONE_LABELS, string | null>;

export const invalidPhone = (label: string, region: CountryCode | undefined) =>
  region
    ? `${label} is not a valid phone number (write it as in your country, or with + and the country code)`
    : `${label} is not a valid phone number (write it with + and the country code, for example +1 212 555 0100)`;

/** Each phone field that holds no valid number, with its message; empty when all are fine. */
export function phoneErrors(
  fields: PhoneFields,
  region: CountryCode | undefined,
): { field: keyof PhoneFields; message: string }[] {
  return Object.entries(PHONE_LABELS).flatMap(([field, label]) => {
    const value = fields[field as keyof PhoneFields];
    if (!value || parsePhone(value, region)) return [];
    return [{ field: field as keyof PhoneFields, message: invalidPhone(label, region) }];
  });
}
