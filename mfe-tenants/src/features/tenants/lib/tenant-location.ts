import type { Tenant } from '@bizcard/shared/model';
import { US_STATE_CODES } from './us-states';

// Built once: a RegExp made per call, with Unicode classes, cost the first page of cards
// several milliseconds to compile.
const ENDS_IN_LETTER_OR_DIGIT = /[\p{L}\p{N}]$/u;
const STARTS_WITH_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * Whether `text` holds `word` as a whole word: 'CA 94105' holds 'CA', 'Cape Town' holds no
 * 'Cap'. A word boundary is any character but a letter or a digit, in any script.
 */
export function holdsWord(text: string, word: string, ignoreCase: boolean): boolean {
  if (!word) return false;
  const haystack = ignoreCase ? text.toLowerCase() : text;
  const needle = ignoreCase ? word.toLowerCase() : word;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    // Two code units either side: a letter outside the BMP is a surrogate pair.
    const before = haystack.slice(Math.max(0, at - 2), at);
    const after = haystack.slice(end, end + 2);
    if (!ENDS_IN_LETTER_OR_DIGIT.test(before) && !STARTS_WITH_LETTER_OR_DIGIT.test(after)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the address already names this state or country: by its name in any case, or a US
 * state by its postal code in capitals ('CA' for California).
 */
function mentioned(address: string, part: string): boolean {
  if (holdsWord(address, part, true)) return true;
  const code = US_STATE_CODES[part.toLowerCase()];
  return code !== undefined && holdsWord(address, code, false);
}

/**
 * Address, state and country, each once: a part the tenant left empty, or that the address
 * already names ('…, CA 94105' then 'California'), is left out.
 */
export function tenantLocation(tenant: Pick<Tenant, 'address' | 'state' | 'country'>): string {
  const address = tenant.address?.trim() ?? '';
  const rest = [tenant.state, tenant.country]
    .map((part) => part?.trim() ?? '')
    .filter(
      (part, index, parts) => part && !mentioned(address, part) && parts.indexOf(part) === index,
    );
  return [address, ...rest].filter(Boolean).join(', ');
}
