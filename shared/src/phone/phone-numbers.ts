// Phone numbers are stored in one form and shown in another (docs/decisions/034): stored as
// E.164 with RFC 3966's `;ext=` for an extension ('+13035550199;ext=12'), shown in the
// international format ('+1 303 555 0199 ext. 12'). Both directions live here, so the API
// (card, vCard, writes) and the users table cannot disagree. It carries libphonenumber-js's
// metadata (29 KB gzip): import it only where numbers are read or shown, never from an
// app's first page.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type { CountryCode };

/**
 * The stored form of a valid number: E.164, then `;ext=` and the extension if it has one.
 * Written without `+`, a number is read in `region`'s plan; with no region only `+` numbers
 * are understood. Null for anything that is not a valid number.
 */
export function normalisePhone(value: string, region?: CountryCode): string | null {
  const phone = parsePhoneNumberFromString(value, region);
  if (!phone?.isValid()) return null;
  const stored = phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number;
  // A few numbers are valid only as read in one region's plan ('800 000 0000' in Saint Kitts,
  // not in the rest of +1): stored, they would no longer read as valid, nor be shown formatted.
  return parsePhoneNumberFromString(stored)?.isValid() ? stored : null;
}

/**
 * How the card, the users table and the vCard show a stored number: international format,
 * the extension written out ('+1 303 555 0199 ext. 12'). A value that is not a valid number
 * (one stored before numbers were checked, which the upgrade could not read) is shown as is.
 */
export function displayPhone(stored: string): string {
  const phone = parsePhoneNumberFromString(stored);
  return phone?.isValid() ? phone.formatInternational() : stored;
}
