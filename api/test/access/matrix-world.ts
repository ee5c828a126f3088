import type { FastifyInstance } from 'fastify';
import { createSession } from '../../src/auth/sessions';

/** Who calls: the seven callers (tenants: A user managed, B, C identity provider). */
export const CALLERS = [
  'superAdmin',
  'clientAdminA',
  'adminA',
  'clientAdminB',
  'endUserA',
  'endUserC',
  'signedOut',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface TenantFacts {
  id: string;
  /** Ids, names and emails that belong to this tenant and must not reach outsiders. */
  identifiers: string[];
}

export interface World {
  app: FastifyInstance;
  tenantA: TenantFacts;
  tenantB: TenantFacts;
  tenantC: TenantFacts;
  /** An end user of A and its public card address. */
  userA: { id: string; slug: string };
  /** A fresh session cookie for the caller ('' when signed out). */
  cookieOf(caller: Caller): Promise<string>;
  /** An admin of tenant A that a route may change or delete. */
  newAdminOfA(): Promise<string>;
  /** A string unique to this call, for emails and names. */
  unique(prefix: string): string;
}

/** Which tenants' data each caller may see in a body (besides what a route makes public). */
export const OWN_TENANTS: Record<Caller, Array<'A' | 'B' | 'C'>> = {
  superAdmin: ['A', 'B', 'C'],
  clientAdminA: ['A'],
  adminA: ['A'],
  clientAdminB: ['B'],
  endUserA: ['A'],
  endUserC: ['C'],
  signedOut: [],
};

async function tenantFacts(app: FastifyInstance, slug: string): Promise<TenantFacts> {
  const db = app.systemDb;
  const tenant = (
    await db.query<{ id: string; name: string; email: string }>(
      'SELECT id, name, email FROM tenants WHERE tenant_name = $1',
      [slug],
    )
  ).rows[0]!;
  const people = await db.query<{ value: string }>(
    `SELECT unnest(ARRAY[id::text, email, card_slug]) AS value FROM end_users WHERE tenant_id = $1
     UNION ALL SELECT unnest(ARRAY[id::text, email]) FROM admin_users WHERE tenant_id = $1`,
    [tenant.id],
  );
  const identifiers = [
    tenant.id,
    tenant.name,
    slug,
    tenant.email,
    ...people.rows.map((r) => r.value),
  ];
  return { id: tenant.id, identifiers: identifiers.map((value) => value.toLowerCase()) };
}

async function insertAdmin(app: FastifyInstance, email: string, role: string, tenantId: string) {
  const { rows } = await app.systemDb.query<{ id: string }>(
    `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id)
     VALUES ('Matrix', 'Admin', $1, $2, $3) RETURNING id`,
    [email, role, tenantId],
  );
  return rows[0]!.id;
}

export async function makeWorld(app: FastifyInstance): Promise<World> {
  let counter = 0;
  const unique = (prefix: string) => {
    counter += 1;
    return `${prefix}-${Date.now().toString(36)}-${counter}`;
  };
  // A is the user-managed tenant, so its end user signs in; B is Acme with its client admin.
  const tenantA = await tenantFacts(app, 'globex');
  const tenantB = await tenantFacts(app, 'acme-corporation');
  const tenantC = await tenantFacts(app, 'initech');
  const firstUser = async (tenantId: string) =>
    (
      await app.systemDb.query<{ id: string; card_slug: string }>(
        'SELECT id, card_slug FROM end_users WHERE tenant_id = $1 ORDER BY email LIMIT 1',
        [tenantId],
      )
    ).rows[0]!;
  const userA = await firstUser(tenantA.id);
  const userC = await firstUser(tenantC.id);
  const superId = (
    await app.systemDb.query<{ id: string }>("SELECT id FROM admin_users WHERE role = 'superAdmin'")
  ).rows[0]!.id;
  const clientB = (
    await app.systemDb.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE role = 'clientAdmin' AND tenant_id = $1",
      [tenantB.id],
    )
  ).rows[0]!.id;
  const principals: Record<
    Exclude<Caller, 'signedOut'>,
    { type: 'admin' | 'end_user'; id: string }
  > = {
    superAdmin: { type: 'admin', id: superId },
    clientAdminA: {
      type: 'admin',
      id: await insertAdmin(app, 'matrix-client-a@example.com', 'clientAdmin', tenantA.id),
    },
    adminA: {
      type: 'admin',
      id: await insertAdmin(app, 'matrix-admin-a@example.com', 'admin', tenantA.id),
    },
    clientAdminB: { type: 'admin', id: clientB },
    endUserA: { type: 'end_user', id: userA.id },
    // Identity-provider users sign in through their provider; a session stands in for it.
    endUserC: { type: 'end_user', id: userC.id },
  };
  // The matrix admins belong to A: re-read A's identifiers so they count as A's.
  Object.assign(tenantA, await tenantFacts(app, 'globex'));
  return {
    app,
    tenantA,
    tenantB,
    tenantC,
    userA: { id: userA.id, slug: userA.card_slug },
    unique,
    cookieOf: async (caller) => {
      if (caller === 'signedOut') return '';
      const sid = await createSession(app.db, principals[caller], app.clock());
      return `sid=${sid}`;
    },
    newAdminOfA: () =>
      insertAdmin(app, `${unique('matrix-target')}@example.com`, 'clientAdmin', tenantA.id),
  };
}
