import type { EndUser } from '@bizcard/shared/model';
import { stickyActionsColumn } from '@bizcard/shared/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { COLUMN_LABELS, type ColumnKey, isSortField, type SortField } from '../lib/columns';
import type { SortState } from '../lib/user-index';
import { PageCheckbox } from './page-checkbox';
import { SortableHeader } from './sortable-header';
import { UserRow } from './user-row';

// The header stays in view while the rows scroll; many columns scroll sideways under the
// Actions column, which stays in view.
const Scroll = styled.div`
  overflow: auto;
  max-height: 70vh;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 14px;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
    vertical-align: middle;
  }

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }

  ${stickyActionsColumn}
`;

interface UsersTableProps {
  rows: EndUser[];
  columns: ColumnKey[];
  sort: SortState;
  onSort: (field: SortField, eventTime?: number) => void;
  /** The headers do not sort, nor the boxes tick, while the list is still arriving. */
  sortDisabled: boolean;
  /** The ids ticked for a bulk action, on this page or any other. */
  selected: ReadonlySet<string>;
  onSelect: (userId: string, selected: boolean) => void;
  /** Ticks or unticks every row of this page. */
  onSelectPage: (selected: boolean) => void;
  onEdit: (user: EndUser) => void;
  onDelete: (user: EndUser) => void;
}

/** One page of users; rows are memoised, so an update re-renders only the rows that changed. */
export const UsersTable = memo(function UsersTable({
  rows,
  columns,
  sort,
  onSort,
  sortDisabled,
  selected,
  onSelect,
  onSelectPage,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const ticked = rows.filter((user) => selected.has(user.id)).length;
  return (
    <Scroll>
      <Table aria-label="Tenant users">
        <thead>
          <tr>
            <th scope="col">
              <PageCheckbox
                ticked={ticked}
                of={rows.length}
                disabled={sortDisabled}
                onChange={onSelectPage}
              />
            </th>
            {columns.map((column) =>
              isSortField(column) ? (
                <SortableHeader
                  key={column}
                  field={column}
                  label={COLUMN_LABELS[column]}
                  direction={sort.field === column ? sort.direction : null}
                  onSort={onSort}
                  disabled={sortDisabled}
                />
              ) : (
                <th key={column} scope="col">
                  {COLUMN_LABELS[column]}
                </th>
              ),
            )}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              columns={columns}
              selected={selected.has(user.id)}
              selectable={!sortDisabled}
              onSelect={onSelect}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
});
