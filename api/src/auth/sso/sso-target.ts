import { emailDomain, SSO_PROVIDER_NAMES, type SsoAudience } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { isUuid } from '../../validation';
import { VERIFIED_DOMAIN_TENANTS } from './verified-domains';

export interface SsoTarget {
  tenantId: string;
  providerId: string;
}

// A tenant signs its people in through its directory only when it is of the identity-provider
// type and has an OpenID Connect configuration; with several, the catalogue's order decides.
const CONFIGURED_TENANTS = `
  SELECT t.id AS tenant_id, p.id AS provider_id
  FROM tenants t
  JOIN oauth_providers p ON p.tenant_id = t.id AND p.provider_name = ANY($1::text[])
  WHERE t.tenant_type = 'identity_provider'`;

const ORDER = 'ORDER BY t.id, array_position($1::text[], p.provider_name)';

interface Row {
  tenant_id: string;
  provider_id: string;
}

/** One configured tenant, or null when none or several match. */
function single(rows: Row[]): SsoTarget | null {
  const tenants = new Map(rows.map((row) => [row.tenant_id, row.provider_id]));
  if (tenants.size !== 1) return null;
  const [[tenantId, providerId]] = [...tenants];
  return { tenantId: tenantId!, providerId: providerId! };
}

/**
 * Where a sign-in goes: the tenant named by the page, else the tenant of a known person with
 * this email (an admin for the console, an end user for the card), else the configured tenant
 * that verified this email's domain (decision 055). New people have no row yet: the verified
 * domain is how their first sign-in finds their organisation.
 */
export async function findSsoTarget(
  q: Queryable,
  {
    email,
    tenantId,
    audience,
  }: { email: string | null; tenantId: string | null; audience: SsoAudience },
): Promise<SsoTarget | null> {
  const names = [...SSO_PROVIDER_NAMES];
  if (tenantId) {
    if (!isUuid(tenantId)) return null;
    const { rows } = await q.query<Row>(`${CONFIGURED_TENANTS} AND t.id = $2 ${ORDER}`, [
      names,
      tenantId,
    ]);
    return single(rows);
  }
  if (!email) return null;
  const people =
    audience === 'admin'
      ? "SELECT tenant_id FROM admin_users WHERE email = $2 AND role IN ('clientAdmin', 'admin')"
      : 'SELECT tenant_id FROM end_users WHERE email = $2';
  const known = await q.query<Row>(`${CONFIGURED_TENANTS} AND t.id IN (${people}) ${ORDER}`, [
    names,
    email,
  ]);
  if (known.rows.length > 0) return single(known.rows);
  const domain = emailDomain(email);
  if (!domain) return null;
  const byDomain = await q.query<Row>(
    `${CONFIGURED_TENANTS} AND t.id IN (${VERIFIED_DOMAIN_TENANTS}) ${ORDER}`,
    [names, domain],
  );
  return single(byDomain.rows);
}
