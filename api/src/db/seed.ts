import { join } from 'node:path';
import { hashPassword } from '../auth/passwords';
import { newVerificationToken } from '../routes/tenant-domains/domain-store';
import { WRITE_RECORD_TYPE } from '../routes/users/user-columns';
import type { Database, Queryable } from './database';
import { MIGRATION_LOCK_SQL, migrate } from './migrate';
import { openDatabase } from './open-database';
import { checkOwnerConnection, prepareApplicationRole } from './prepare-application-role';
import { DEMO_ADMINS, DEMO_END_USER, DEMO_TENANTS } from './seed-people';
import { demoTimestamp, type EndUserRecord, endUserRecords } from './seed-records';
import { tenantSlug } from './tenant-slug';

interface DemoHashes {
  superAdmin: string;
  clientAdmin: string;
  endUser: string;
}

/** The seed's own columns, after the registry's fields (their SQL types from user-columns.ts). */
const SEED_ONLY_COLUMNS = `tenant_id uuid, card_slug text, stytch_member_id text,
  password_hash text, registered_at timestamptz, created_at timestamptz, updated_at timestamptz`;

/** Every column a seeded end user is written with, as `name type` for jsonb_to_recordset. */
export const SEEDED_END_USER_COLUMNS = `${WRITE_RECORD_TYPE}, ${SEED_ONLY_COLUMNS}`;

export const SEEDED_END_USER_NAMES = SEEDED_END_USER_COLUMNS.split(',').map(
  (column) => column.trim().split(/\s+/)[0]!,
);

async function insertTenants(tx: Queryable): Promise<Map<string, string>> {
  const rows = DEMO_TENANTS.map((tenant, i) => {
    const { street, city, state, zipCode } = tenant.office;
    return {
      name: tenant.name,
      tenant_name: tenantSlug(tenant.name),
      email: tenant.email,
      address: `${street}, ${city}, ${state} ${zipCode}`,
      state: tenant.stateName,
      tenant_type: tenant.tenantType,
      stytch_org_id: tenant.stytchOrgId,
      db: tenant.database,
      created_at: demoTimestamp(i * 20 - 60),
    };
  });
  const { rows: inserted } = await tx.query<{ id: string; tenant_name: string }>(
    `INSERT INTO tenants (name, tenant_name, email, address, state, country, tenant_type,
       stytch_org_id, db_host, db_name, db_port, db_username, db_password, db_secret_arn,
       created_at, updated_at)
     SELECT name, tenant_name, email, address, state, 'USA', tenant_type, stytch_org_id,
       db->>'host', db->>'name', CASE WHEN db IS NULL THEN NULL ELSE 5432 END,
       db->>'username', db->>'password', db->>'secretArn', created_at, created_at
     FROM jsonb_to_recordset($1::jsonb) AS x(name text, tenant_name text, email text,
       address text, state text, tenant_type text, stytch_org_id text, db jsonb,
       created_at timestamptz)
     RETURNING id, tenant_name`,
    [JSON.stringify(rows)],
  );
  const ids = new Map(inserted.map((row) => [row.tenant_name, row.id]));
  return new Map(DEMO_TENANTS.map((tenant) => [tenant.key, ids.get(tenantSlug(tenant.name))!]));
}

async function insertAdmins(tx: Queryable, acmeId: string, hashes: DemoHashes): Promise<void> {
  const { superAdmin, clientAdmin } = DEMO_ADMINS;
  const admins = [
    { ...superAdmin, role: 'superAdmin', tenantId: null, hash: hashes.superAdmin, at: -45 },
    { ...clientAdmin, role: 'clientAdmin', tenantId: acmeId, hash: hashes.clientAdmin, at: -28 },
  ];
  for (const admin of admins) {
    await tx.query(
      `INSERT INTO admin_users
         (first_name, last_name, email, role, tenant_id, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)`,
      [
        admin.first,
        admin.last,
        admin.email,
        admin.role,
        admin.tenantId,
        admin.hash,
        demoTimestamp(admin.at),
      ],
    );
  }
}

async function insertEndUsers(tx: Queryable, records: EndUserRecord[]): Promise<void> {
  const names = SEEDED_END_USER_NAMES.join(', ');
  await tx.query(
    `INSERT INTO end_users (${names})
     SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${SEEDED_END_USER_COLUMNS})`,
    [JSON.stringify(records)],
  );
}

/**
 * Each demo tenant's email domain, verified (decision 055), so the demo's single sign-on finds
 * Initech for a new person's first sign-in as a real tenant's verified domain would.
 */
async function insertVerifiedDomains(tx: Queryable, tenantIds: Map<string, string>) {
  for (const [i, tenant] of DEMO_TENANTS.entries()) {
    const at = demoTimestamp(i * 20 - 55);
    await tx.query(
      `INSERT INTO tenant_domains
         (tenant_id, domain, verification_token, verified_at, created_at, last_checked_at)
       VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz, $4::timestamptz)`,
      [tenantIds.get(tenant.key), tenant.domain, newVerificationToken(), at],
    );
  }
}

async function hashDemoPasswords(): Promise<DemoHashes> {
  const [superAdmin, clientAdmin, endUser] = await Promise.all([
    hashPassword(DEMO_ADMINS.superAdmin.password),
    hashPassword(DEMO_ADMINS.clientAdmin.password),
    hashPassword(DEMO_END_USER.password),
  ]);
  return { superAdmin, clientAdmin, endUser };
}

async function tenantCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants');
  return rows[0]?.count ?? 0;
}

/**
 * Inserts the demo tenants, admins and end users when there are no tenants yet. It writes
 * every tenant's rows, and says so: an owner that is not a superuser is bound by row-level
 * security like the application role.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if ((await db.transaction(tenantCount, 'all-tenants')) > 0) return false;
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK_SQL);
    if ((await tenantCount(tx)) > 0) return false;
    const tenantIds = await insertTenants(tx);
    await insertAdmins(tx, tenantIds.get('acme')!, hashes);
    const records = DEMO_TENANTS.flatMap((tenant) =>
      endUserRecords(tenant, tenantIds.get(tenant.key)!, hashes.endUser),
    );
    await insertEndUsers(tx, records);
    await insertVerifiedDomains(tx, tenantIds);
    return true;
  }, 'all-tenants');
}

/**
 * Migrations, the application role's rights, then the demo data on an empty database: what
 * every start does. Production never seeds: the demo accounts' passwords are published in
 * the README; and it refuses an owner that could bypass row-level security.
 */
export async function prepareDatabase(
  db: Database,
  { demoData = true, production = false }: { demoData?: boolean; production?: boolean } = {},
): Promise<void> {
  await checkOwnerConnection(db, { production });
  await migrate(db);
  await prepareApplicationRole(db);
  if (demoData) await seedIfEmpty(db);
}

async function main(): Promise<void> {
  const db = await openDatabase();
  try {
    await migrate(db);
    if (process.env.NODE_ENV === 'production') {
      throw new Error('Demo data is never seeded in production (NODE_ENV=production).');
    }
    const seeded = await seedIfEmpty(db);
    process.stdout.write(
      seeded ? 'Demo data seeded.\n' : 'Tenants exist already; nothing seeded.\n',
    );
  } finally {
    await db.close();
  }
}

// Run as a script (`npm run seed -w api`). Its own name, not import.meta.url: bundled into the
// built server (decision 046), this module's URL is the server's, which node was started with.
if (process.argv[1]?.endsWith(join('db', 'seed.ts'))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
