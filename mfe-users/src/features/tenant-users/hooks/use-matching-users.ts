import type { EndUser } from '@bizcard/shared/model';
import { useMemo } from 'react';
import {
  createSortCache,
  filterUsers,
  type IndexedUser,
  indexUsers,
  type SortState,
} from '../lib/user-index';

/**
 * The users matching `query`, in `sort` order. Each step is memoised on what it needs:
 * indexing once per load, each sort once per load (cached), filtering once per query, so a
 * keystroke filters an already sorted list.
 */
export function useMatchingUsers(
  users: readonly EndUser[],
  sort: SortState,
  query: string,
): IndexedUser[] {
  const sortedBy = useMemo(() => createSortCache(indexUsers(users)), [users]);
  const sorted = useMemo(() => sortedBy(sort), [sortedBy, sort]);
  return useMemo(() => filterUsers(sorted, query), [sorted, query]);
}
