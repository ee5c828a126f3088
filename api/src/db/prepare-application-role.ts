import { ConfigError } from '../config';
import { FORMER_SHARED_ROLE, ROLES_SQL_FILE } from './application-role';
import { formerRoleRevokeStatements, grantStatements, quoteIdent } from './application-role-grants';
import type { Database, Queryable } from './database';
import { MIGRATION_LOCK_SQL } from './migrate';

/** SQLSTATE insufficient_privilege: 'permission denied to set role', to grant, to create. */
const INSUFFICIENT_PRIVILEGE = '42501';

const isRefused = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === INSUFFICIENT_PRIVILEGE;

interface Facts {
  owner: string;
  database: string;
  owner_bypasses: boolean;
  may_create_roles: boolean;
  role_exists: boolean;
  role_bypasses: boolean;
  member: boolean;
}

const FACTS_SQL = `
  SELECT current_user AS owner, current_database() AS database,
    o.rolsuper OR o.rolbypassrls AS owner_bypasses,
    o.rolsuper OR o.rolcreaterole AS may_create_roles,
    r.oid IS NOT NULL AS role_exists,
    coalesce(r.rolsuper OR r.rolbypassrls, false) AS role_bypasses,
    coalesce(pg_has_role(current_user, r.oid, 'MEMBER'), false) AS member
  FROM pg_roles o LEFT JOIN pg_roles r ON r.rolname = $1
  WHERE o.rolname = current_user`;

const missing = (role: string, owner: string) =>
  `The application role "${role}" does not exist, and DATABASE_URL's user "${owner}" may not create it: a DBA creates it (${ROLES_SQL_FILE}), or DATABASE_APP_ROLE names the role made for this database.`;

const notMember = (role: string, owner = 'owner') =>
  `DATABASE_URL's user "${owner}" may not become the application role "${role}": a DBA grants it (GRANT "${role}" TO "${owner}"; ${ROLES_SQL_FILE}), or DATABASE_APP_ROLE names the role made for this database.`;

const bypasses = (role: string) =>
  `The application role "${role}" can bypass row-level security (SUPERUSER or BYPASSRLS): it must be an ordinary role (${ROLES_SQL_FILE}).`;

/** Refusals that hold before anything is written: a wrong role, or a production superuser. */
function refusal(facts: Facts, role: string, { production }: { production: boolean }) {
  if (role === facts.owner) {
    return `DATABASE_APP_ROLE must not be DATABASE_URL's user "${role}": requests run as a role that owns no table.`;
  }
  if (facts.role_bypasses) return bypasses(role);
  if (!facts.role_exists && !facts.may_create_roles) return missing(role, facts.owner);
  if (facts.role_exists && !facts.member && !facts.may_create_roles) {
    return notMember(role, facts.owner);
  }
  // A session can RESET ROLE to the user it logged in as: in production that user must be
  // bound by row-level security as well.
  if (production && facts.owner_bypasses) {
    return `Production mode (NODE_ENV=production) refuses DATABASE_URL's user "${facts.owner}": it is a superuser or has BYPASSRLS, so a request could bypass row-level security; connect as the database's owner, an ordinary role (${ROLES_SQL_FILE}).`;
  }
  return null;
}

async function grantRights(tx: Queryable, facts: Facts, role: string): Promise<void> {
  const name = quoteIdent(role);
  if (!facts.role_exists) {
    await tx.exec(`CREATE ROLE ${name} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`);
  }
  if (!facts.member) await tx.exec(`GRANT ${name} TO ${quoteIdent(facts.owner)}`);
  for (const sql of grantStatements(role, facts.database)) await tx.exec(sql);
  const { rows } = await tx.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
    FORMER_SHARED_ROLE,
  ]);
  if (role !== FORMER_SHARED_ROLE && rows.length > 0) {
    for (const sql of formerRoleRevokeStatements()) await tx.exec(sql);
  }
}

const facts = async (q: Queryable, role: string) =>
  (await q.query<Facts>(FACTS_SQL, [role])).rows[0]!;

/**
 * Run first, as the owner, before anything is written: stops with one line (a ConfigError)
 * when the application role cannot serve, or in production when the owner's own connection
 * could bypass row-level security. PGlite is this process's alone: no one else logs in.
 */
export async function checkOwnerConnection(
  db: Database,
  { production = false }: { production?: boolean } = {},
): Promise<void> {
  const problem = refusal(await facts(db, db.applicationRole), db.applicationRole, {
    production: production && !db.soleProcess,
  });
  if (problem) throw new ConfigError(problem);
}

/**
 * Run as the owner after the migrations, at every start: creates the application role when
 * it is missing (if the owner may), makes the owner a member, and grants the role its rights
 * here; stops with one line (a ConfigError) when any of that cannot be.
 */
export async function prepareApplicationRole(db: Database): Promise<void> {
  const role = db.applicationRole;
  let owner: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK_SQL);
      const found = await facts(tx, role);
      owner = found.owner;
      const problem = refusal(found, role, { production: false });
      if (problem) throw new ConfigError(problem);
      await grantRights(tx, found, role);
    });
    // Membership without the right to SET it (PostgreSQL 16's GRANT … WITH SET FALSE) shows
    // only by trying.
    await db.transaction((tx) => tx.exec(`SET LOCAL ROLE ${quoteIdent(role)}`));
  } catch (error) {
    if (isRefused(error)) throw new ConfigError(notMember(role, owner));
    throw error;
  }
}

/**
 * Run once requests go through the database as the application role: stops with one line
 * unless they run as that role, bound by row-level security.
 */
export async function checkRequestRole(db: Database): Promise<void> {
  const role = db.applicationRole;
  const { rows } = await db
    .query<{ current: string; session: string; bypasses: boolean }>(
      `SELECT current_user AS current, session_user AS session, rolsuper OR rolbypassrls AS bypasses
       FROM pg_roles WHERE rolname = current_user`,
    )
    .catch((error: unknown) => {
      if (isRefused(error)) throw new ConfigError(notMember(role));
      throw error;
    });
  const row = rows[0];
  if (row?.bypasses) throw new ConfigError(bypasses(role));
  if (row?.current !== role) {
    throw new ConfigError(
      `Requests would run as "${row?.current}", not as the application role "${role}": row-level security would not bind them.`,
    );
  }
}
