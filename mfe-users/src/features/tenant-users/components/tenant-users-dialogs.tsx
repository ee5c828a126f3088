import type { Tenant } from '@bizcard/shared/model';
import { lazy, Suspense } from 'react';
import type { ColumnKey } from '../lib/columns';

// Forms, validation and the chooser load when first opened, keeping the page chunk small.
const ColumnChooserModal = lazy(() =>
  import('./column-chooser-modal').then((module) => ({ default: module.ColumnChooserModal })),
);
const UserModal = lazy(() =>
  import('./user-modal').then((module) => ({ default: module.UserModal })),
);

export type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; userId: string }
  | { kind: 'columns' }
  | null;

interface TenantUsersDialogsProps {
  dialog: OpenDialog;
  tenant: Tenant;
  columns: ColumnKey[];
  onApplyColumns: (columns: ColumnKey[]) => void;
  onClose: () => void;
  /** After a create or an update, with the message to show. */
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
