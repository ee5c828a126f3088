import type { EndUser } from '@bizcard/shared/model';
import { EmptyState } from '@bizcard/shared/ui';
import { useUsersTable } from '../hooks/use-users-table';
import type { ColumnKey } from '../lib/columns';
import { MESSAGES } from '../messages';
import { Pagination } from './pagination';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

interface UsersListProps {
  users: readonly EndUser[];
  /** While the list is still arriving, how many users it holds; `users` are its first ones. */
  arrivingTotal: number | null;
  tenantName: string;
  columns: ColumnKey[];
  onEdit: (user: EndUser) => void;
  onChooseColumns: () => void;
}

/**
 * Toolbar, one page of the table and the pager; owns search, sort and paging state. While
 * the list is still arriving, the first page shows and the controls wait for the rest.
 */
export function UsersList({
  users,
  arrivingTotal,
  tenantName,
  columns,
  onEdit,
  onChooseColumns,
}: UsersListProps) {
  const table = useUsersTable(users, arrivingTotal);
  const arriving = arrivingTotal !== null;

  if (users.length === 0) return <EmptyState>{MESSAGES.noUsers(tenantName)}</EmptyState>;

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
      {table.total === 0 ? (
        <EmptyState>{MESSAGES.noMatch(table.query.trim())}</EmptyState>
      ) : (
        <UsersTable
          rows={table.rows}
          columns={columns}
          sort={table.sort}
          onSort={table.toggleSort}
          sortDisabled={arriving}
          onEdit={onEdit}
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
