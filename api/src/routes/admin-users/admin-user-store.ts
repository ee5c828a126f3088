import type { AdminRole, AdminUser } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';

interface AdminUserRow extends Omit<AdminUser, 'created_at'> {
  created_at: Date | string;
}

/** The fields an admin user is written with; the password arrives already hashed. */
export interface AdminUserWrite {
  first_name: string;
  last_name: string;
  email: string;
  role: AdminRole;
  tenant_id: string | null;
}

// password_hash is never selected: it does not leave the database.
const SELECT_ADMIN = `
  SELECT a.id, a.first_name, a.last_name, a.email, a.role, a.tenant_id,
         t.name AS tenant_name, a.created_at
  FROM admin_users a LEFT JOIN tenants t ON t.id = a.tenant_id`;

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listAdminUsers(q: Queryable): Promise<AdminUser[]> {
  const { rows } = await q.query<AdminUserRow>(`${SELECT_ADMIN} ORDER BY a.created_at, a.email`);
  return rows.map(toAdminUser);
}

export async function findAdminUser(q: Queryable, id: string): Promise<AdminUser | null> {
  const { rows } = await q.query<AdminUserRow>(`${SELECT_ADMIN} WHERE a.id = $1`, [id]);
  return rows[0] ? toAdminUser(rows[0]) : null;
}

/** Ids of every super admin, locked until the transaction ends so two removals cannot race. */
export async function lockSuperAdminIds(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM admin_users WHERE role = 'superAdmin' ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

export async function insertAdminUser(
  q: Queryable,
  input: AdminUserWrite,
  passwordHash: string,
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.first_name, input.last_name, input.email, input.role, input.tenant_id, passwordHash],
  );
  return rows[0]!.id;
}

/** Updates an admin user; false when there is none with this id. */
export async function updateAdminUser(
  q: Queryable,
  id: string,
  input: AdminUserWrite,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE admin_users SET first_name = $2, last_name = $3, email = $4, role = $5,
       tenant_id = $6, updated_at = now()
     WHERE id = $1 RETURNING id`,
    [id, input.first_name, input.last_name, input.email, input.role, input.tenant_id],
  );
  return rows.length > 0;
}

/** Deletes an admin user and their pending sign-in links (sessions end separately). */
export async function deleteAdminUser(tx: Queryable, id: string): Promise<void> {
  await tx.query(`DELETE FROM auth_tokens WHERE principal_type = 'admin' AND principal_id = $1`, [
    id,
  ]);
  await tx.query('DELETE FROM admin_users WHERE id = $1', [id]);
}
