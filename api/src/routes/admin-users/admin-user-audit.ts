import { ADMIN_ROLE_LABELS, type AuditAction } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import type { AdminUserWrite } from './admin-user-store';

type AdminUserAction = Extract<AuditAction, `admin_user.${string}`>;

const DONE: Record<AdminUserAction, string> = {
  'admin_user.create': 'created',
  'admin_user.update': 'updated',
  'admin_user.delete': 'deleted',
};

/** One admin user created, edited or deleted: 'Admin user jane@acme.example created (Client Admin)'. */
export function recordAdminUserChange(
  tx: Queryable,
  actor: AuditActor,
  action: AdminUserAction,
  admin: Pick<AdminUserWrite, 'email' | 'role' | 'tenant_id'>,
): Promise<void> {
  return recordAudit(tx, {
    tenantId: admin.tenant_id,
    ...actor,
    action,
    target: admin.email,
    message: `Admin user ${admin.email} ${DONE[action]} (${ADMIN_ROLE_LABELS[admin.role]})`,
  });
}
