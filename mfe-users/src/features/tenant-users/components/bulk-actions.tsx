import { bulkEndUsers, errorMessage } from '@bizcard/shared/api';
import type { Batch, EndUserBulkAction, EndUserBulkResponse, Tenant } from '@bizcard/shared/model';
import { isSuperAdmin } from '@bizcard/shared/roles';
import { useSessionStore } from '@bizcard/shared/stores';
import { Banner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BATCH_FROM_USERS, BULK_MESSAGES } from '../messages';
import { BulkBar } from './bulk-bar';
import { BulkConfirmModal, type ConfirmedAction } from './bulk-confirm-modal';
import { CreateBatchModal } from './create-batch-modal';
import { RegistrationLinksModal } from './registration-links-modal';

interface BulkActionsProps {
  tenant: Tenant;
  selected: ReadonlySet<string>;
  matchingCount: number;
  allMatchingSelected: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
  /** After users were changed or deleted, with the message to show. */
  onChanged: (message: string) => void;
}

/**
 * The bar of actions on the ticked users and the dialogs they open. Each action sends the ids
 * of every ticked user, on this page or not, and is one transaction on the server.
 */
export function BulkActions({ tenant, selected, onClear, onChanged, ...bar }: BulkActionsProps) {
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);
  const [links, setLinks] = useState<EndUserBulkResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Batches are a super admin's screen; client admins cannot reach them (spec §6).
  const superAdmin = useSessionStore((state) => isSuperAdmin(state.user?.role));
  const [namingBatch, setNamingBatch] = useState(false);
  const [batch, setBatch] = useState<Batch | null>(null);

  function batchCreated(created: Batch) {
    setNamingBatch(false);
    setBatch(created);
    onClear();
  }

  async function run(action: EndUserBulkAction): Promise<EndUserBulkResponse | null> {
    setBusy(true);
    setError(null);
    try {
      return await bulkEndUsers(tenant.id, { action, user_ids: [...selected] });
    } catch (failure) {
      setError(errorMessage(failure));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function start(action: EndUserBulkAction) {
    if (action !== 'registration_links') {
      setError(null);
      setAsking(action);
      return;
    }
    const result = await run(action);
    if (result) setLinks(result);
  }

  async function confirm() {
    if (!asking) return;
    const result = await run(asking);
    if (!result) return;
    setAsking(null);
    onClear();
    onChanged(BULK_MESSAGES.done[asking](result.count));
  }

  return (
    <>
      {error && !asking && <Banner tone="error">Error: {error}</Banner>}
      {batch && (
        <Banner tone="success">
          {BATCH_FROM_USERS.created(batch.name, batch.row_count)}{' '}
          <Link to={BATCH_FROM_USERS.path(batch.id)}>{BATCH_FROM_USERS.open}</Link>
        </Banner>
      )}
      {selected.size > 0 && (
        <BulkBar
          {...bar}
          selectedCount={selected.size}
          userManaged={tenant.tenant_type === 'user_managed'}
          busy={busy}
          onClear={onClear}
          onAction={start}
          onCreateBatch={superAdmin ? () => setNamingBatch(true) : undefined}
        />
      )}
      {namingBatch && (
        <CreateBatchModal
          tenantId={tenant.id}
          userIds={selected}
          onCreated={batchCreated}
          onClose={() => setNamingBatch(false)}
        />
      )}
      {asking && (
        <BulkConfirmModal
          action={asking}
          count={selected.size}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
      {links && (
        <RegistrationLinksModal
          tenantName={tenant.name}
          result={links}
          onClose={() => setLinks(null)}
        />
      )}
    </>
  );
}
