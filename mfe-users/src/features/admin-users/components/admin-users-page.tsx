import type { AdminUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';
import {
  Banner,
  Button,
  EmptyState,
  PageHeader,
  PageTitle,
  Spinner,
  Toast,
  useTimedMessage,
} from '@bizcard/shared/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAdminUsers } from '../hooks/use-admin-users';
import { useReopenDraft } from '../hooks/use-reopen-draft';
import { ADMIN_USER_MESSAGES, TOAST_MS } from '../messages';
import { AdminUsersTable } from './admin-users-table';

// The forms and their validation rules load only when someone opens one.
const AdminUserModal = lazy(() =>
  import('./admin-user-modal').then((module) => ({ default: module.AdminUserModal })),
);
const DeleteAdminUserModal = lazy(() =>
  import('./delete-admin-user-modal').then((module) => ({
    default: module.DeleteAdminUserModal,
  })),
);

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser };

const NO_DIALOG: Dialog = { kind: 'none' };

/** Spec §2 "Admin Users screen": the table, Add / Edit / Delete modals and a toast. */
export function AdminUsersPage() {
  const adminUsers = useAdminUsers();
  const currentUserId = useSessionStore((state) => state.user?.id);
  const { save, remove } = adminUsers;
  const [dialog, setDialog] = useState<Dialog>(NO_DIALOG);
  const [toast, showToast] = useTimedMessage(TOAST_MS);

  const close = useCallback(() => setDialog(NO_DIALOG), []);
  const onSaved = useCallback(
    (user: AdminUser, message: string) => {
      save(user);
      setDialog(NO_DIALOG);
      showToast(message);
    },
    [save, showToast],
  );
  const onCreated = useCallback(
    (user: AdminUser) => onSaved(user, ADMIN_USER_MESSAGES.created),
    [onSaved],
  );
  const onUpdated = useCallback(
    (user: AdminUser) => onSaved(user, ADMIN_USER_MESSAGES.updated),
    [onSaved],
  );
  const onDeleted = useCallback(
    (user: AdminUser) => {
      remove(user.id);
      setDialog(NO_DIALOG);
      showToast(ADMIN_USER_MESSAGES.deleted);
    },
    [remove, showToast],
  );
  const onEdit = useCallback((user: AdminUser) => setDialog({ kind: 'edit', user }), []);
  const onDelete = useCallback((user: AdminUser) => setDialog({ kind: 'delete', user }), []);
  const reopen = useCallback(
    (user: AdminUser | null) => setDialog(user ? { kind: 'edit', user } : { kind: 'add' }),
    [],
  );
  useReopenDraft(adminUsers.status === 'ready' ? adminUsers.data : null, reopen);

  return (
    <>
      <PageHeader>
        <PageTitle>Admin Users</PageTitle>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add Admin User</Button>
      </PageHeader>

      {adminUsers.status === 'error' && <Banner tone="error">Error: {adminUsers.message}</Banner>}
      {adminUsers.status === 'loading' && <Spinner label="Loading admin users..." />}
      {adminUsers.status === 'ready' &&
        (adminUsers.data.length > 0 ? (
          <AdminUsersTable
            adminUsers={adminUsers.data}
            onEdit={onEdit}
            onDelete={onDelete}
            currentUserId={currentUserId}
          />
        ) : (
          <EmptyState>{ADMIN_USER_MESSAGES.empty}</EmptyState>
        ))}

      <Suspense fallback={null}>
        {dialog.kind === 'add' && <AdminUserModal onClose={close} onSaved={onCreated} />}
        {dialog.kind === 'edit' && (
          <AdminUserModal user={dialog.user} onClose={close} onSaved={onUpdated} />
        )}
        {dialog.kind === 'delete' && (
          <DeleteAdminUserModal user={dialog.user} onClose={close} onDeleted={onDeleted} />
        )}
      </Suspense>
      <Toast message={toast} />
    </>
  );
}
