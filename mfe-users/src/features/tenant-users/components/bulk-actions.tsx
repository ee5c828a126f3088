import { bulkEndUsers, errorMessage } from '@bizcard/shared/api';
import type { EndUserBulkAction, EndUserBulkResponse, Tenant } from '@bizcard/shared/model';
import { Banner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { BULK_MESSAGES } from '../messages';
import { BulkBar } from './bulk-bar';
import { BulkConfirmModal, type ConfirmedAction } from './bulk-confirm-modal';
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
      {selected.size > 0 && (
        <BulkBar
          {...bar}
          selectedCount={selected.size}
          userManaged={tenant.tenant_type === 'user_managed'}
          busy={busy}
          onClear={onClear}
          onAction={start}
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
