import { emailDomain } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';

/**
 * The SQL of "tenants that verified the domain in $2" (decision 055): an email's domain leads
 * to a tenant only through a verified row of tenant_domains, never through the tenant's own
 * contact email, which anyone creating a tenant could type.
 */
export const VERIFIED_DOMAIN_TENANTS =
  'SELECT tenant_id FROM tenant_domains WHERE domain = $2 AND verified_at IS NOT NULL';

/** Whether the tenant has verified the domain of this email (just-in-time creation's rule). */
export async function ownsVerifiedDomain(
  q: Queryable,
  tenantId: string,
  email: string,
): Promise<boolean> {
  const domain = emailDomain(email);
  if (!domain) return false;
  const { rows } = await q.query(
    `SELECT 1 FROM tenant_domains
     WHERE tenant_id = $1 AND domain = $2 AND verified_at IS NOT NULL`,
    [tenantId, domain],
  );
  return rows.length > 0;
}
