import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

// The entries name the token, never its secret.

export const recordScimTokenCreate = (
  tx: Queryable,
  actor: AuditActor,
  tenantId: string,
  name: string,
) =>
  recordAudit(tx, {
    tenantId,
    ...actor,
    action: 'scim_token.create',
    target: name,
    message: `SCIM token ${name} created`,
  });

export const recordScimTokenRevoke = (
  tx: Queryable,
  actor: AuditActor,
  tenantId: string,
  name: string,
) =>
  recordAudit(tx, {
    tenantId,
    ...actor,
    level: 'warning',
    action: 'scim_token.revoke',
    target: name,
    message: `SCIM token ${name} revoked`,
  });
