import type { TenantScope } from '../db/database';
import type { Principal } from './principal';

/**
 * Every signed-in role's reach over tenants, declared once. The API's checks ask this module,
 * and the same answer becomes the row-level security scope of the request's transactions.
 *
 * | who                         | tenants it reaches                                  |
 * |-----------------------------|-----------------------------------------------------|
 * | admin, role superAdmin      | all of them                                         |
 * | admin, role clientAdmin     | its own tenant                                      |
 * | admin, role admin           | its own tenant (a tenant's admin, like clientAdmin) |
 * | admin with any other role   | none                                                |
 * | end user                    | its own tenant, and inside it only itself           |
 *
 * An admin other than a super admin without a tenant reaches no tenant at all: the database
 * refuses such a row (admin_users.tenant_id may be null only for super admins in practice),
 * and this keeps a missing tenant from ever widening access.
 */
export type TenantReach = { kind: 'all' } | { kind: 'one'; tenantId: string } | { kind: 'none' };

const TENANT_ADMIN_ROLES = new Set(['clientAdmin', 'admin']);

export function tenantReach(principal: Principal): TenantReach {
  const { user } = principal;
  if (principal.type === 'admin' && user.role === 'superAdmin') return { kind: 'all' };
  const ownsTenant = principal.type === 'end_user' || TENANT_ADMIN_ROLES.has(user.role);
  if (ownsTenant && user.tenant_id) return { kind: 'one', tenantId: user.tenant_id };
  return { kind: 'none' };
}

export function reachesTenant(principal: Principal, tenantId: string): boolean {
  const reach = tenantReach(principal);
  if (reach.kind === 'all') return true;
  return reach.kind === 'one' && reach.tenantId === tenantId.toLowerCase();
}

/** The row-level security scope of a principal's transactions; null sees no tenant's rows. */
export function databaseScope(principal: Principal | null): TenantScope | null {
  if (!principal) return null;
  const reach = tenantReach(principal);
  if (reach.kind === 'all') return 'all-tenants';
  return reach.kind === 'one' ? { tenantId: reach.tenantId } : null;
}
