import type { TenantDomain } from '@bizcard/shared/model';
import { Banner, Card, Muted, Spinner, Toast, useTimedMessage } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTenantDomains } from '../hooks/use-tenant-domains';
import { DOMAIN_MESSAGES } from '../messages';
import { AddDomainForm } from './add-domain-form';
import { DomainItem } from './domain-item';
import { RemoveDomainModal } from './remove-domain-modal';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space(4)};
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
`;

/**
 * A tenant's email domains for sign-on (decision 055): add one, publish its TXT record,
 * verify it, remove it. On the tenant's details page (titled) and the Domains page of the
 * tenant menu. Client admins see their own tenant's, super admins any tenant's.
 */
export function DomainsSection({
  tenantId,
  titled = true,
}: {
  tenantId: string;
  titled?: boolean;
}) {
  const headingId = useId();
  const { asked, keep, drop } = useTenantDomains(tenantId);
  const [removing, setRemoving] = useState<TenantDomain | null>(null);
  const [notice, showNotice] = useTimedMessage(4000);

  return (
    <Section
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : DOMAIN_MESSAGES.title}
    >
      {titled && <h2 id={headingId}>{DOMAIN_MESSAGES.title}</h2>}
      <p>
        <Muted>{DOMAIN_MESSAGES.intro}</Muted>
      </p>
      <AddDomainForm
        tenantId={tenantId}
        onAdded={(domain) => {
          keep(domain);
          showNotice(DOMAIN_MESSAGES.added(domain.domain));
        }}
      />
      <Toast message={notice} />
      {asked.status === 'ready' ? (
        asked.data.domains.length === 0 ? (
          <p>{DOMAIN_MESSAGES.empty}</p>
        ) : (
          <List aria-label={DOMAIN_MESSAGES.caption}>
            {asked.data.domains.map((domain) => (
              <DomainItem
                key={domain.id}
                tenantId={tenantId}
                domain={domain}
                onChecked={keep}
                onRemove={setRemoving}
              />
            ))}
          </List>
        )
      ) : asked.status === 'error' ? (
        <Banner tone="error">{asked.message}</Banner>
      ) : (
        <Spinner label={DOMAIN_MESSAGES.loading} />
      )}
      {removing && (
        <RemoveDomainModal
          tenantId={tenantId}
          domain={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(domain) => {
            drop(domain.id);
            setRemoving(null);
            showNotice(DOMAIN_MESSAGES.removed(domain.domain));
          }}
        />
      )}
    </Section>
  );
}
