import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone as its visitor dials it: in their own country's national form (`030 1234567` for a
 * visitor from Germany), else in the international form it is stored for display in.
 */
export function phoneForVisitor(shown: string, visitorRegion: string | null): string {
  if (!visitorRegion) return shown;
  const phone = parsePhoneNumberFromString(shown);
  return phone?.isValid() && phone.country === visitorRegion ? phone.formatNational() : shown;
}
