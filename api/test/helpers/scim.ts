import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { withScope } from '../../src/db/database';
import { createScimToken } from '../../src/scim/token-store';

/** The seeded tenants' ids by tenant_name ('acme-corporation', 'globex'). */
export async function tenantIds(app: FastifyInstance): Promise<Map<string, string>> {
  const { rows } = await app.systemDb.query<{ id: string; tenant_name: string }>(
    'SELECT id, tenant_name FROM tenants',
  );
  return new Map(rows.map((row) => [row.tenant_name, row.id]));
}

/** A new SCIM token of the tenant, as its Provisioning page would make it. */
export async function scimToken(app: FastifyInstance, tenantId: string, name: string) {
  return createScimToken(withScope(app.db, { tenantId }), { tenantId, name, createdBy: null });
}

export type ScimMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests to /scim/v2 as a directory sends them: the bearer token, application/scim+json. */
export function scimClient(app: FastifyInstance, token: string) {
  return (method: ScimMethod, path: string, body?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}

export type ScimClient = ReturnType<typeof scimClient>;

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A minimal SCIM User body. */
export const scimUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: [CORE_USER],
  userName,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: userName, type: 'work', primary: true }],
  active: true,
  ...extra,
});

/** The card address (/c/{slug}) of a person; read it before a delete. */
export async function cardPath(app: FastifyInstance, userId: string): Promise<string> {
  const { rows } = await app.systemDb.query<{ card_slug: string }>(
    'SELECT card_slug FROM end_users WHERE id = $1',
    [userId],
  );
  return `/c/${rows[0]!.card_slug}`;
}
