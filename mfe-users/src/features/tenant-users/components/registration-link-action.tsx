import { createRegistrationLink, serverMessage } from '@bizcard/shared/api';
import type { EndUser, Tenant } from '@bizcard/shared/model';
import { Button, Muted, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DURATIONS, MESSAGES } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const LABEL = 'Registration link';

/**
 * For a user of a user-managed tenant who has not registered: a fresh one-time link (valid
 * 7 days, decision 016) copied for the admin to hand over. Each copy voids the previous link.
 */
export function RegistrationLinkAction({ tenant, user }: { tenant: Tenant; user: EndUser }) {
  const [message, showMessage] = useTimedMessage(DURATIONS.copy);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (tenant.tenant_type !== 'user_managed' || user.registered !== false) return null;

  const copy = async () => {
    setBusy(true);
    try {
      const { url } = await createRegistrationLink(tenant.id, user.id);
      await navigator.clipboard.writeText(url);
      setFailed(false);
      showMessage(MESSAGES.copied(LABEL));
    } catch (error) {
      setFailed(true);
      showMessage(serverMessage(error) ?? MESSAGES.copyFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      <Button $variant="secondary" onClick={copy} disabled={busy}>
        {LABEL}
      </Button>
      <Muted>Copies a one-time link, valid for 7 days, for this user to register.</Muted>
      <Toast message={message} tone={failed ? 'error' : 'success'} />
    </Row>
  );
}
