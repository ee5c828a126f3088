import type { Tenant } from '@bizcard/shared/model';
import { US_STATE_CODES } from './us-states';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `word` as a whole word: 'CA 94105' holds 'CA', 'Cape Town' holds no 'Cap'. */
const holdsWord = (text: string, word: string, flags: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, `u${flags}`).test(text);

/**
 * Whether the address already names this state or country: by its name in any case, or a US
 * state by its postal code in capitals ('CA' for California).
 */
function mentioned(address: string, part: string): boolean {
  if (holdsWord(address, part, 'i')) return true;
  const code = US_STATE_CODES[part.toLowerCase()];
  return code !== undefined && holdsWord(address, code, '');
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
