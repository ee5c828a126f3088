import type { EndUser } from '@bizcard/shared/model';
import { Button } from '@bizcard/shared/ui';
import { memo } from 'react';
import type { ColumnKey } from '../lib/columns';
import { fullName } from '../lib/user-index';
import { cellContent } from './cell-content';

interface UserRowProps {
  user: EndUser;
  columns: ColumnKey[];
  onEdit: (user: EndUser) => void;
}

export const UserRow = memo(function UserRow({ user, columns, onEdit }: UserRowProps) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column}>{cellContent(column, user)}</td>
      ))}
      <td>
        <Button
          $variant="secondary"
          aria-label={`Edit ${fullName(user)}`}
          onClick={() => onEdit(user)}
        >
          Edit
        </Button>
      </td>
    </tr>
  );
});
