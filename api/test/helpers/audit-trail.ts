import type { FastifyInstance } from 'fastify';

/** An audit entry as an action stored it (the columns the tests compare). */
export interface StoredAuditEntry {
  tenant_id: string | null;
  actor: string | null;
  actor_kind: string;
  action: string;
  target: string | null;
  level: string;
  message: string;
}

/** The newest entry's id: entries after it are what the next action wrote. */
async function auditMark(app: FastifyInstance): Promise<number> {
  const { rows } = await app.systemDb.query<{ id: string | null }>(
    'SELECT max(id)::text AS id FROM audit_log',
  );
  return Number(rows[0]?.id ?? 0);
}

/** Entries written after `mark`, oldest first, read across every tenant. */
async function auditSince(app: FastifyInstance, mark: number): Promise<StoredAuditEntry[]> {
  const { rows } = await app.systemDb.query<StoredAuditEntry>(
    `SELECT tenant_id, actor, actor_kind, action, target, level, message FROM audit_log
     WHERE id > $1 ORDER BY id`,
    [mark],
  );
  return rows;
}

/** What `act` wrote to the audit log; mails and other after-response work are awaited first. */
export async function auditOf(
  app: FastifyInstance,
  act: () => Promise<unknown>,
): Promise<StoredAuditEntry[]> {
  const mark = await auditMark(app);
  await act();
  await app.backgroundIdle();
  return auditSince(app, mark);
}
