import type { EndUser, Tenant } from '@bizcard/shared/model';
import { Banner, Spinner, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { useCsvActions } from '../hooks/use-csv-actions';
import { useEndUsers } from '../hooks/use-end-users';
import { useVisibleColumns } from '../hooks/use-visible-columns';
import { dialogWithDraft } from '../lib/user-draft';
import { DURATIONS, MESSAGES } from '../messages';
import { CsvStatusBanner } from './csv-status-banner';
import { type OpenDialog, TenantUsersDialogs } from './tenant-users-dialogs';
import { UsersHeader } from './users-header';
import { UsersList } from './users-list';

export function TenantUsersView({ tenant }: { tenant: Tenant }) {
  const users = useEndUsers(tenant.id);
  const { reload, firstUsers } = users;
  // The first users while the rest arrives, then the whole list (spec §2: search, sort and
  // paging work on all of them, so they wait for all of them).
  const shown = users.status === 'ready' ? users.data : firstUsers?.users;
  const [columns, applyColumns] = useVisibleColumns();
  const csv = useCsvActions(tenant, reload);
  // A modal whose session ended with unsaved input opens again with it after sign-in.
  const [dialog, setDialog] = useState<OpenDialog>(() => dialogWithDraft(tenant.id));
  const [toast, showToast] = useTimedMessage(DURATIONS.toast);

  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);
  const openColumns = useCallback(() => setDialog({ kind: 'columns' }), []);
  const openEdit = useCallback((user: EndUser) => setDialog({ kind: 'edit', userId: user.id }), []);
  const openDelete = useCallback((user: EndUser) => setDialog({ kind: 'delete', user }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const onSaved = useCallback(
    (message: string) => {
      setDialog(null);
      showToast(message);
      reload();
    },
    [reload, showToast],
  );

  return (
    <>
      <UsersHeader tenantName={tenant.name} csv={csv} onNewUser={openCreate} />
      {users.status === 'error' && (
        <Banner tone="error">{MESSAGES.loadError(users.message)}</Banner>
      )}
      <CsvStatusBanner status={csv.status} />
      {users.status === 'loading' && !firstUsers && <Spinner label={MESSAGES.loadingUsers} />}
      {shown && (
        <UsersList
          users={shown}
          arrivingTotal={firstUsers?.total ?? null}
          tenant={tenant}
          columns={columns}
          onEdit={openEdit}
          onDelete={openDelete}
          onChanged={onSaved}
          onChooseColumns={openColumns}
        />
      )}
      {firstUsers && <Spinner label={MESSAGES.loadingUsers} />}
      <TenantUsersDialogs
        dialog={dialog}
        tenant={tenant}
        columns={columns}
        onApplyColumns={applyColumns}
        onClose={closeDialog}
        onSaved={onSaved}
      />
      <Toast message={toast ?? csv.toast} />
    </>
  );
}
