import { adminsOfA, type MatrixRow } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

const domainsOfA = (w: World) => `/api/management/tenants/${w.tenantA.id}/domains`;
const newDomain = (w: World) =>
  `${w
    .unique('matrix')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}.example`;

/**
 * One of A's domains, straight into the database. Verified already, so that the verify row
 * asks no DNS server: the matrix checks who may call, the domain tests what DNS answers.
 */
async function domainOfA(w: World, verified: boolean): Promise<string> {
  const { rows } = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO tenant_domains (tenant_id, domain, verification_token, verified_at)
     VALUES ($1, $2, 'matrix-token-0000000000', CASE WHEN $3::boolean THEN now() END)
     RETURNING id`,
    [w.tenantA.id, newDomain(w), verified],
  );
  return rows[0]!.id;
}

/** Verified domains for sign-on (decision 055): a tenant's admins and super admins. */
export const DOMAIN_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/management/tenants/:id/domains',
    request: (w) => ({ url: domainsOfA(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/tenants/:id/domains',
    request: (w) => json('POST', domainsOfA(w), { domain: newDomain(w) }),
    expect: adminsOfA(201),
  },
  {
    route: 'POST /api/management/tenants/:id/domains/:domainId/verify',
    request: async (w) => json('POST', `${domainsOfA(w)}/${await domainOfA(w, true)}/verify`, {}),
    expect: adminsOfA(200),
  },
  {
    route: 'DELETE /api/management/tenants/:id/domains/:domainId',
    request: async (w) => ({
      method: 'DELETE',
      url: `${domainsOfA(w)}/${await domainOfA(w, false)}`,
    }),
    expect: adminsOfA(200),
  },
];
