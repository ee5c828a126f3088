import { createScimToken } from '../../src/scim/token-store';
import { adminsOfA, type MatrixRow } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

const tokensOfA = (w: World) => `/api/management/tenants/${w.tenantA.id}/scim-tokens`;

/** A token of tenant A, straight into the database. */
async function tokenOfA(w: World): Promise<string> {
  const made = await createScimToken(w.app.systemDb, {
    tenantId: w.tenantA.id,
    name: w.unique('matrix-token'),
    createdBy: null,
  });
  return made.id;
}

/** SCIM tokens (issue 29 item 1): a tenant's own admins and super admins. */
export const SCIM_TOKEN_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/management/tenants/:id/scim-tokens',
    request: (w) => ({ url: tokensOfA(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/tenants/:id/scim-tokens',
    request: (w) => json('POST', tokensOfA(w), { name: w.unique('Matrix') }),
    expect: adminsOfA(201),
  },
  {
    route: 'DELETE /api/management/tenants/:id/scim-tokens/:tokenId',
    request: async (w) => ({ method: 'DELETE', url: `${tokensOfA(w)}/${await tokenOfA(w)}` }),
    expect: adminsOfA(200),
  },
];
