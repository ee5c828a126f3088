import type { EndUser } from '@bizcard/shared/model';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type SortField } from '../lib/columns';
import { finishTableUpdate, startTableUpdate } from '../lib/table-perf';
import { DEFAULT_SORT, type SortState } from '../lib/user-index';
import { useMatchingUsers } from './use-matching-users';

/** A click on the sorted column flips its direction; on another column sorts it ascending. */
const nextSort = (current: SortState, field: SortField): SortState =>
  current.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' };

/**
 * Search, sort and paging over the whole list in memory; only one page of rows reaches the
 * table. While the list is still arriving, `users` are its first ones and `arrivingTotal`
 * counts them all. Each change is timed for the benchmark (see lib/table-perf).
 */
export function useUsersTable(users: readonly EndUser[], arrivingTotal: number | null = null) {
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [requestedPage, setRequestedPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE);

  const matches = useMatchingUsers(users, sort, query);

  const total = arrivingTotal ?? matches.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  // A reload or a narrower search can leave the page past the end: show the last one.
  const page = Math.min(requestedPage, totalPages);
  const offset = (page - 1) * pageSize;
  const rows = useMemo(
    () => matches.slice(offset, offset + pageSize).map((entry) => entry.user),
    [matches, offset, pageSize],
  );

  // Runs once the update's DOM is committed, whichever state the event changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the states whose commit ends an update.
  useLayoutEffect(() => finishTableUpdate(), [rows, query, sort, page]);

  const setQuery = useCallback((next: string, eventTime?: number) => {
    startTableUpdate('search', eventTime);
    setQueryState(next);
    setRequestedPage(1);
  }, []);

  const toggleSort = useCallback((field: SortField, eventTime?: number) => {
    startTableUpdate('sort', eventTime);
    setSort((current) => nextSort(current, field));
    setRequestedPage(1);
  }, []);

  const goToPage = useCallback((next: number, eventTime?: number) => {
    startTableUpdate('page', eventTime);
    setRequestedPage(next);
  }, []);

  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setRequestedPage(1);
  }, []);

  const from = total === 0 ? 0 : offset + 1;
  const to = offset + rows.length;
  return {
    query,
    setQuery,
    sort,
    toggleSort,
    page,
    goToPage,
    pageSize,
    setPageSize,
    total,
    totalPages,
    from,
    to,
    rows,
    /** Every user the search matches, in order: what 'Select all N matching' ticks. */
    matches,
  };
}

export type UsersTableState = ReturnType<typeof useUsersTable>;
