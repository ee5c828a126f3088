import type { EndUser, Tenant } from '@bizcard/shared/model';
import { lazy, Suspense } from 'react';
import type { ColumnKey } from '../lib/columns';

// Forms, validation and the chooser load when first opened, keeping the page chunk small.
const ColumnChooserModal = lazy(() =>
  import('./column-chooser-modal').then((module) => ({ default: module.ColumnChooserModal })),
);
const DeleteUserModal = lazy(() =>
  import('./delete-user-modal').then((module) => ({ default: module.DeleteUserModal })),
);
const UserModal = lazy(() =>
  import('./user-modal').then((module) => ({ default: module.UserModal })),
);

export type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; userId: string }
  | { kind: 'columns' }
  | { kind: 'delete'; user: EndUser }
  | null;

interface TenantUsersDialogsProps {
  dialog: OpenDialog;
  tenant: Tenant;
  columns: ColumnKey[];
  onApplyColumns: (columns: ColumnKey[]) => void;
  onClose: () => void;
  /** After a create, an update or a delete, with the message to show. */
  onSaved: (message: string) => void;
}

export function TenantUsersDialogs({
  dialog,
  tenant,
  columns,
  onApplyColumns,
  onClose,
  onSaved,
}: TenantUsersDialogsProps) {
  if (!dialog) return null;
  const applyColumns = (next: ColumnKey[]) => {
    onApplyColumns(next);
    onClose();
  };
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'columns' ? (
        <ColumnChooserModal visible={columns} onApply={applyColumns} onClose={onClose} />
      ) : dialog.kind === 'delete' ? (
        <DeleteUserModal
          tenantId={tenant.id}
          user={dialog.user}
          onClose={onClose}
          onDeleted={onSaved}
        />
      ) : (
        <UserModal
          key={dialog.kind === 'edit' ? dialog.userId : 'create'}
          tenant={tenant}
          userId={dialog.kind === 'edit' ? dialog.userId : null}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Suspense>
  );
}
