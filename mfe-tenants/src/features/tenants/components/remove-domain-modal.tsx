import { removeTenantDomain, useConfirmedAction } from '@bizcard/shared/api';
import type { TenantDomain } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { DOMAIN_MESSAGES } from '../messages';

interface RemoveDomainModalProps {
  tenantId: string;
  domain: TenantDomain;
  onClose: () => void;
  onRemoved: (domain: TenantDomain) => void;
}

/** Asks before removing a domain; a verified one stops routing sign-ons at once. */
export function RemoveDomainModal({
  tenantId,
  domain,
  onClose,
  onRemoved,
}: RemoveDomainModalProps) {
  const confirmed = useConfirmedAction(async () => {
    await removeTenantDomain(tenantId, domain.id);
    onRemoved(domain);
  });

  const question = (
    <>
      Are you sure you want to remove the domain <strong>{domain.domain}</strong>?
      {domain.verified_at
        ? ' People with an email at it will no longer find this tenant when they sign in with SSO, and new people will not get a card.'
        : ''}
    </>
  );
  return (
    <ConfirmModal
      title={DOMAIN_MESSAGES.removeTitle}
      question={question}
      confirmLabel={['Remove', 'Removing...']}
      {...confirmed}
      onClose={onClose}
    />
  );
}
