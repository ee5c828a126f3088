import type { FastifyInstance } from 'fastify';
import { type AuditRecord, recordAudit } from '../../src/audit/record-audit';
import type { Queryable, Transactional } from '../../src/db/database';

/**
 * Runs `fn` in one transaction as the role that owns the tables (the session's own user), for
 * what the application role may not do: give an entry a time in the past.
 */
export async function asOwner<T>(db: Transactional, fn: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ owner: string }>('SELECT session_user AS owner');
    await tx.exec(`SET LOCAL ROLE "${rows[0]!.owner}"`);
    return fn(tx);
  });
}

/** An entry of the audit log, recorded with recordAudit and then dated `at` (ISO) when given. */
export interface Fixture extends AuditRecord {
  at?: string;
}

/** Records each fixture in order; entries of one call share no transaction. */
export async function recordFixtures(app: FastifyInstance, fixtures: Fixture[]): Promise<void> {
  for (const { at, ...record } of fixtures) {
    await app.systemDb.transaction((tx) => recordAudit(tx, record));
    if (at) {
      // The entry just recorded has the newest id: nothing else runs meanwhile in a test.
      await asOwner(app.db, (tx) =>
        tx.query('UPDATE audit_log SET at = $1 WHERE id = (SELECT max(id) FROM audit_log)', [at]),
      );
    }
  }
}

/** A tenant of its own, so that entries other tests' actions record do not mix in. */
export async function newTenant(app: FastifyInstance, name: string): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { rows } = await app.systemDb.query<{ id: string }>(
    `INSERT INTO tenants (name, tenant_name, email, tenant_type)
     VALUES ($1, $2, $3, 'user_managed') RETURNING id`,
    [name, slug, `it@${slug}.example.com`],
  );
  return rows[0]!.id;
}

export async function tenantOfAdmin(app: FastifyInstance, email: string): Promise<string> {
  const { rows } = await app.systemDb.query<{ tenant_id: string }>(
    'SELECT tenant_id FROM admin_users WHERE email = $1',
    [email],
  );
  return rows[0]!.tenant_id;
}
