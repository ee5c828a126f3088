import type { OAuthProviderConfig } from '@bizcard/shared/model';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  Muted,
  PageHeader,
  PageTitle,
  Spinner,
  useTimedMessage,
} from '@bizcard/shared/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useDeleteProvider } from '../hooks/use-delete-provider';
import { useOAuthProviders } from '../hooks/use-oauth-providers';
import { DURATIONS, MESSAGES, PAGE_TITLE } from '../messages';
import { OAuthProvidersTable } from './oauth-providers-table';

// The form, its checks and the API's schema load only when someone adds or edits.
const ProviderForm = lazy(() =>
  import('./provider-form').then((module) => ({ default: module.ProviderForm })),
);
const EditProviderModal = lazy(() =>
  import('./edit-provider-modal').then((module) => ({ default: module.EditProviderModal })),
);
const RotateSecretModal = lazy(() =>
  import('./rotate-secret-modal').then((module) => ({ default: module.RotateSecretModal })),
);

const AddPanel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 18px; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

interface OAuthProvidersViewProps {
  tenantId: string;
  tenantName: string;
}

/** Spec §4 "OAuth screen": the list, add mode, the edit modal and Rotate Keys (issue 27). */
export function OAuthProvidersView({ tenantId, tenantName }: OAuthProvidersViewProps) {
  const providers = useOAuthProviders(tenantId);
  const { reload } = providers;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OAuthProviderConfig | null>(null);
  const [rotating, setRotating] = useState<OAuthProviderConfig | null>(null);
  const [notice, showNotice] = useTimedMessage(DURATIONS.saved);
  const deletion = useDeleteProvider(tenantId, reload);

  const onSaved = useCallback(
    (message: string) => {
      setAdding(false);
      setEditing(null);
      setRotating(null);
      showNotice(message);
      reload();
    },
    [reload, showNotice],
  );
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeRotate = useCallback(() => setRotating(null), []);

  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          <Muted>{tenantName}</Muted>
        </div>
        <Button aria-expanded={adding} onClick={() => setAdding((held) => !held)}>
          {adding ? 'Cancel' : 'Add new OAuth'}
        </Button>
      </PageHeader>
      {notice && <Banner tone="success">{notice}</Banner>}
      {deletion.error && <Banner tone="error">{deletion.error}</Banner>}
      {adding && (
        <AddPanel aria-labelledby="new-oauth-configuration">
          <h2 id="new-oauth-configuration">New OAuth configuration</h2>
          <Suspense fallback={<Spinner />}>
            <ProviderForm tenantId={tenantId} config={null} onSaved={onSaved} />
          </Suspense>
        </AddPanel>
      )}
      {providers.status === 'loading' && <Spinner label={MESSAGES.loading} />}
      {providers.status === 'error' && <Banner tone="error">{MESSAGES.loadFailed}</Banner>}
      {providers.status === 'ready' &&
        (providers.data.length > 0 ? (
          <OAuthProvidersTable
            providers={providers.data}
            onEdit={setEditing}
            onRotateKeys={setRotating}
            onDelete={deletion.remove}
          />
        ) : (
          <EmptyState>{MESSAGES.empty}</EmptyState>
        ))}
      <Suspense fallback={null}>
        {editing && (
          <EditProviderModal
            tenantId={tenantId}
            config={editing}
            onClose={closeEdit}
            onSaved={onSaved}
          />
        )}
        {rotating && (
          <RotateSecretModal
            tenantId={tenantId}
            config={rotating}
            onClose={closeRotate}
            onRotated={onSaved}
          />
        )}
      </Suspense>
    </>
  );
}
