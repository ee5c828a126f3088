import { INVALID_PAGING } from './messages';
import { ScimError } from './scim-errors';
import type { ScimPage } from './scim-user-store';

/** The most resources one list answers (ServiceProviderConfig's filter.maxResults). */
export const MAX_RESULTS = 200;
const DEFAULT_COUNT = 100;

export interface ListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
  attributes?: string;
  excludedAttributes?: string;
}

const integer = (text: string | undefined) => {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) ? value : Number.NaN;
};

/**
 * startIndex (1-based; below 1 counts as 1) and count (negative counts as 0; above
 * MAX_RESULTS answers MAX_RESULTS, as RFC 7644 §3.4.2.4 lets a server return fewer).
 */
export function listPage(query: ListQuery): ScimPage & { startIndex: number } {
  const start = integer(query.startIndex);
  const count = integer(query.count);
  if (Number.isNaN(start) || Number.isNaN(count)) {
    throw new ScimError(400, INVALID_PAGING, 'invalidValue');
  }
  const startIndex = Math.max(1, start ?? 1);
  const limit = Math.min(MAX_RESULTS, Math.max(0, count ?? DEFAULT_COUNT));
  return { startIndex, offset: startIndex - 1, limit };
}

export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

export const listResponse = (total: number, startIndex: number, resources: unknown[]) => ({
  schemas: [LIST_RESPONSE],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
