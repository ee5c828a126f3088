import { errorMessage, verifyTenantDomain } from '@bizcard/shared/api';
import type { TenantDomain } from '@bizcard/shared/model';
import { Banner, Button, Muted } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DOMAIN_MESSAGES } from '../messages';
import { TxtRecord } from './txt-record';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > h3 {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

const Status = styled.span<{ $verified: boolean }>`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $verified }) =>
    $verified ? theme.colors.successBg : theme.colors.dangerBg};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const when = (iso: string) => new Date(iso).toLocaleString();

interface DomainItemProps {
  tenantId: string;
  domain: TenantDomain;
  onChecked: (domain: TenantDomain) => void;
  onRemove: (domain: TenantDomain) => void;
}

/** One domain: its status, what to publish and the Verify button until verified, Remove. */
export function DomainItem({ tenantId, domain, onChecked, onRemove }: DomainItemProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const verified = domain.verified_at !== null;

  async function verify() {
    setBusy(true);
    setOutcome(null);
    try {
      const checked = await verifyTenantDomain(tenantId, domain.id);
      onChecked(checked.domain);
      setOutcome(
        checked.verified
          ? { tone: 'success', text: DOMAIN_MESSAGES.verifiedNow(domain.domain) }
          : { tone: 'error', text: DOMAIN_MESSAGES.notVerifiedNow(domain.domain) },
      );
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Item aria-label={domain.domain}>
      <h3>
        {domain.domain}
        <Status $verified={verified}>
          {verified ? DOMAIN_MESSAGES.verified : DOMAIN_MESSAGES.notVerified}
        </Status>
      </h3>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      {!verified && domain.last_error && <Banner tone="error">{domain.last_error}</Banner>}
      {domain.last_checked_at && (
        <Muted>{DOMAIN_MESSAGES.lastChecked(when(domain.last_checked_at))}</Muted>
      )}
      {!verified && <TxtRecord domain={domain.domain} record={domain.txt_record} />}
      <Actions>
        {!verified && (
          <Button
            onClick={verify}
            disabled={busy}
            aria-label={`${DOMAIN_MESSAGES.verify} ${domain.domain}`}
          >
            {busy ? DOMAIN_MESSAGES.verifying : DOMAIN_MESSAGES.verify}
          </Button>
        )}
        <Button
          $variant="secondary"
          onClick={() => onRemove(domain)}
          aria-label={`${DOMAIN_MESSAGES.remove} ${domain.domain}`}
        >
          {DOMAIN_MESSAGES.remove}
        </Button>
      </Actions>
    </Item>
  );
}
