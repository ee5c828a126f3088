import type { EndUser } from '@bizcard/shared/model';
import { Button } from '@bizcard/shared/ui';
import { memo } from 'react';
import styled from 'styled-components';
import type { ColumnKey } from '../lib/columns';
import { fullName } from '../lib/user-index';
import { cellContent } from './cell-content';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

interface UserRowProps {
  user: EndUser;
  columns: ColumnKey[];
  /** Ticked for a bulk action. */
  selected: boolean;
  /** The tick box waits while the list is still arriving. */
  selectable: boolean;
  onSelect: (userId: string, selected: boolean) => void;
  onEdit: (user: EndUser) => void;
  onDelete: (user: EndUser) => void;
}

export const UserRow = memo(function UserRow({
  user,
  columns,
  selected,
  selectable,
  onSelect,
  onEdit,
  onDelete,
}: UserRowProps) {
  const name = fullName(user);
  return (
    <tr aria-selected={selected}>
      <td>
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected}
          disabled={!selectable}
          onChange={(event) => onSelect(user.id, event.target.checked)}
        />
      </td>
      {columns.map((column) => (
        <td key={column}>{cellContent(column, user)}</td>
      ))}
      <td>
        <Actions>
          <Button $variant="secondary" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
            Edit
          </Button>
          <Button $variant="ghost" aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
            Delete
          </Button>
        </Actions>
      </td>
    </tr>
  );
});
