import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

type Domain = { tenant_id: string; domain: string };

export const recordDomainAdd = (tx: Queryable, actor: AuditActor, domain: Domain) =>
  recordAudit(tx, {
    tenantId: domain.tenant_id,
    ...actor,
    action: 'tenant_domain.add',
    target: domain.domain,
    message: `Domain ${domain.domain} added for sign-on, not yet verified`,
  });

/** A check, verified or not; a failed one is a warning with what DNS answered. */
export const recordDomainCheck = (
  tx: Queryable,
  actor: AuditActor,
  domain: Domain,
  error: string | null,
) =>
  recordAudit(tx, {
    tenantId: domain.tenant_id,
    ...actor,
    action: 'tenant_domain.verify',
    target: domain.domain,
    level: error ? 'warning' : 'info',
    message: error
      ? `Domain ${domain.domain} not verified: ${error}`
      : `Domain ${domain.domain} verified by its DNS TXT record`,
  });

export const recordDomainRemove = (
  tx: Queryable,
  actor: AuditActor,
  domain: Domain & { verified_at: string | null },
) =>
  recordAudit(tx, {
    tenantId: domain.tenant_id,
    ...actor,
    action: 'tenant_domain.remove',
    target: domain.domain,
    message: `Domain ${domain.domain} removed${domain.verified_at ? ': its people no longer find this tenant by it at sign-on' : ''}`,
  });
