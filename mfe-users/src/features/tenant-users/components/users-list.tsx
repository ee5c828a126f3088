import type { EndUser, Tenant } from '@bizcard/shared/model';
import { EmptyState } from '@bizcard/shared/ui';
import { useCallback, useMemo } from 'react';
import { useUserSelection } from '../hooks/use-user-selection';
import { useUsersTable } from '../hooks/use-users-table';
import type { ColumnKey } from '../lib/columns';
import { MESSAGES } from '../messages';
import { BulkActions } from './bulk-actions';
import { Pagination } from './pagination';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

interface UsersListProps {
  users: readonly EndUser[];
  /** While the list is still arriving, how many users it holds; `users` are its first ones. */
  arrivingTotal: number | null;
  tenant: Tenant;
  columns: ColumnKey[];
  onEdit: (user: EndUser) => void;
  onDelete: (user: EndUser) => void;
  /** After a bulk action changed or deleted users, with the message to show. */
  onChanged: (message: string) => void;
  onChooseColumns: () => void;
}

/**
 * Toolbar, bulk actions, one page of the table and the pager; owns search, sort, paging and
 * the ticked users. While the list is still arriving, the first page shows and the controls
 * wait for the rest.
 */
export function UsersList({
  users,
  arrivingTotal,
  tenant,
  columns,
  onEdit,
  onDelete,
  onChanged,
  onChooseColumns,
}: UsersListProps) {
  const table = useUsersTable(users, arrivingTotal);
  const selection = useUserSelection(users);
  const { selected, setMany, replace } = selection;
  const arriving = arrivingTotal !== null;
  const { rows, matches } = table;

  const selectPage = useCallback(
    (on: boolean) =>
      setMany(
        rows.map((user) => user.id),
        on,
      ),
    [rows, setMany],
  );
  const selectMatching = useCallback(
    () => replace(matches.map((entry) => entry.user.id)),
    [matches, replace],
  );
  const allMatchingSelected = useMemo(
    () => selected.size > 0 && matches.every((entry) => selected.has(entry.user.id)),
    [matches, selected],
  );

  if (users.length === 0) return <EmptyState>{MESSAGES.noUsers(tenant.name)}</EmptyState>;

  return (
    <>
      <UsersToolbar
        query={table.query}
        onQueryChange={table.setQuery}
        pageSize={table.pageSize}
        onPageSizeChange={table.setPageSize}
        summary={MESSAGES.summary(table.from, table.to, table.total)}
        onChooseColumns={onChooseColumns}
        disabled={arriving}
      />
      <BulkActions
        tenant={tenant}
        selected={selected}
        matchingCount={matches.length}
        allMatchingSelected={allMatchingSelected}
        onSelectMatching={selectMatching}
        onClear={selection.clear}
        onChanged={onChanged}
      />
      {table.total === 0 ? (
        <EmptyState>{MESSAGES.noMatch(table.query.trim())}</EmptyState>
      ) : (
        <UsersTable
          rows={rows}
          columns={columns}
          sort={table.sort}
          onSort={table.toggleSort}
          sortDisabled={arriving}
          selected={selected}
          onSelect={selection.toggle}
          onSelectPage={selectPage}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      {table.totalPages > 1 && (
        <Pagination
          page={table.page}
          totalPages={table.totalPages}
          onPageChange={table.goToPage}
          disabled={arriving}
        />
      )}
    </>
  );
}
