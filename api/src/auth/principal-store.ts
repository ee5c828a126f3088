import type { CurrentUser } from '@bizcard/shared/model';
import type { Queryable } from '../db/database';
import { isUuid } from '../validation';
import type { PrincipalRef } from './principal';

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  tenant_id: string | null;
  tenant: string | null;
  stytch_member_id: string | null;
}

export interface Credentials extends PrincipalRef {
  passwordHash: string | null;
  tenantId: string | null;
}

const ADMIN_SELECT = `
  SELECT a.id, a.email, a.first_name, a.last_name, a.role, a.tenant_id,
         t.tenant_name AS tenant, NULL AS stytch_member_id
  FROM admin_users a LEFT JOIN tenants t ON t.id = a.tenant_id`;

const END_USER_SELECT = `
  SELECT u.id, u.email, u.first_name, u.last_name, 'user' AS role, u.tenant_id,
         t.tenant_name AS tenant, u.stytch_member_id
  FROM end_users u JOIN tenants t ON t.id = u.tenant_id`;

function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    tenant_id: row.tenant_id,
    tenant: row.tenant,
    stytch_member_id: row.stytch_member_id,
    isSuperAdmin: row.role === 'superAdmin',
    isClientAdmin: row.role === 'clientAdmin',
  };
}

export async function loadCurrentUser(
  q: Queryable,
  ref: PrincipalRef,
  { activeOnly = false } = {},
): Promise<CurrentUser | null> {
  const select = ref.type === 'admin' ? ADMIN_SELECT : END_USER_SELECT;
  const prefix = ref.type === 'admin' ? 'a' : 'u';
  const onlyActive = activeOnly && ref.type === 'end_user' ? ' AND u.active' : '';
  const { rows } = await q.query<UserRow>(`${select} WHERE ${prefix}.id = $1${onlyActive}`, [
    ref.id,
  ]);
  return rows[0] ? toCurrentUser(rows[0]) : null;
}

/**
 * The person a session stands for, or null once they are gone or, for an end user, inactive:
 * deactivation deletes the sessions, and this keeps any that a path missed from working.
 */
export const loadSessionUser = (q: Queryable, ref: PrincipalRef) =>
  loadCurrentUser(q, ref, { activeOnly: true });

export async function findAdminCredentials(
  q: Queryable,
  email: string,
): Promise<Credentials | null> {
  const { rows } = await q.query<{
    id: string;
    password_hash: string | null;
    tenant_id: string | null;
  }>('SELECT id, password_hash, tenant_id FROM admin_users WHERE email = $1', [email]);
  const row = rows[0];
  return row
    ? { type: 'admin', id: row.id, passwordHash: row.password_hash, tenantId: row.tenant_id }
    : null;
}

/**
 * The end user with this email inside `tenantId`, or, without a tenant, the only end user
 * with this email across tenants (none when the email is ambiguous). Only end users of
 * user-managed tenants sign in themselves (password, magic link, reset): an organisation's
 * or an identity provider's end users are managed by it, so they get no credentials here.
 */
export async function findEndUserCredentials(
  q: Queryable,
  email: string,
  tenantId?: string | null,
): Promise<Credentials | null> {
  if (tenantId && !isUuid(tenantId)) return null;
  const { rows } = await q.query<{ id: string; password_hash: string | null; tenant_id: string }>(
    `SELECT u.id, u.password_hash, u.tenant_id FROM end_users u
     JOIN tenants t ON t.id = u.tenant_id AND t.tenant_type = 'user_managed'
     WHERE u.email = $1 AND ($2::uuid IS NULL OR u.tenant_id = $2::uuid) LIMIT 2`,
    [email, tenantId || null],
  );
  const row = rows.length === 1 ? rows[0] : undefined;
  return row
    ? { type: 'end_user', id: row.id, passwordHash: row.password_hash, tenantId: row.tenant_id }
    : null;
}

/** A new password; `rehash` (same password, stronger hash) leaves updated_at alone. */
export async function setPasswordHash(
  q: Queryable,
  ref: PrincipalRef,
  hash: string,
  { rehash = false } = {},
): Promise<void> {
  const table = ref.type === 'admin' ? 'admin_users' : 'end_users';
  const touched = rehash ? '' : ', updated_at = now()';
  await q.query(`UPDATE ${table} SET password_hash = $1${touched} WHERE id = $2`, [hash, ref.id]);
}
