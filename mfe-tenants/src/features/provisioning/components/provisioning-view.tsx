import type { ScimToken, ScimTokenCreated } from '@bizcard/shared/model';
import { Banner, Button, EmptyState, LoadFailed, Row, Spinner } from '@bizcard/shared/ui';
import { useState } from 'react';
import { useScimTokens } from '../hooks/use-scim-tokens';
import { MESSAGES } from '../messages';
import { CopyableValue } from './copyable-value';
import { NewTokenModal } from './new-token-modal';
import { RevokeTokenModal } from './revoke-token-modal';
import { ScimTokenTable } from './scim-token-table';
import { TokenCreatedModal } from './token-created-modal';

/** The SCIM base URL, the tenant's tokens, New token (shown once) and Revoke. */
export function ProvisioningView({ tenantId }: { tenantId: string }) {
  const tokens = useScimTokens(tenantId);
  const [naming, setNaming] = useState(false);
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const afterCreate = (token: ScimTokenCreated) => {
    setNaming(false);
    setCreated(token);
    setNotice(null);
    tokens.reload();
  };
  const afterRevoke = (token: ScimToken) => {
    setRevoking(null);
    setNotice(MESSAGES.revoked(token.name));
    tokens.reload();
  };

  return (
    <>
      <p>{MESSAGES.intro}</p>
      {tokens.status === 'loading' && <Spinner label={MESSAGES.loading} />}
      {tokens.status === 'error' && (
        <LoadFailed message={MESSAGES.loadFailed} onRetry={tokens.reload} />
      )}
      {tokens.status === 'ready' && (
        <>
          <CopyableValue label={MESSAGES.baseUrlLabel} value={tokens.data.scim_base_url} />
          <Row>
            <h2>{MESSAGES.tokensTitle}</h2>
            <Button onClick={() => setNaming(true)}>{MESSAGES.newToken}</Button>
          </Row>
          {notice && <Banner tone="success">{notice}</Banner>}
          {tokens.data.tokens.length === 0 ? (
            <EmptyState>{MESSAGES.empty}</EmptyState>
          ) : (
            <ScimTokenTable tokens={tokens.data.tokens} onRevoke={setRevoking} />
          )}
        </>
      )}
      {naming && (
        <NewTokenModal
          tenantId={tenantId}
          onClose={() => setNaming(false)}
          onCreated={afterCreate}
        />
      )}
      {created && <TokenCreatedModal created={created} onClose={() => setCreated(null)} />}
      {revoking && (
        <RevokeTokenModal
          tenantId={tenantId}
          token={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={afterRevoke}
        />
      )}
    </>
  );
}
