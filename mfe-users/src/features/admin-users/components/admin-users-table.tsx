import { ADMIN_ROLE_LABELS, type AdminUser } from '@bizcard/shared/model';
import { Button, Muted, Row, Table, TableFrame } from '@bizcard/shared/ui';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const formatCreated = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

interface AdminUsersTableProps {
  adminUsers: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** The signed-in admin: the API refuses to delete one's own account, so no Delete is offered. */
  currentUserId?: string;
}

export function AdminUsersTable({
  adminUsers,
  onEdit,
  onDelete,
  currentUserId,
}: AdminUsersTableProps) {
  return (
    <TableFrame>
      <Table $stickyActions>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Tenant</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {adminUsers.map((user) => (
            <tr key={user.id}>
              <td>
                {user.first_name} {user.last_name}
              </td>
              <td>{user.email}</td>
              <td>{ADMIN_ROLE_LABELS[user.role] ?? user.role}</td>
              <td>{user.tenant_name ?? <Muted>—</Muted>}</td>
              <td>{formatCreated(user.created_at)}</td>
              <td>
                <Row>
                  <Button $variant="secondary" onClick={() => onEdit(user)}>
                    Edit
                  </Button>
                  {user.id !== currentUserId && (
                    <Button $variant="danger" onClick={() => onDelete(user)}>
                      Delete
                    </Button>
                  )}
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
