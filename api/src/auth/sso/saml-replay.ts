import type { Queryable } from '../../db/database';

/**
 * Records an assertion as used; false when it already was. The row stays until the assertion
 * expires, in the database, so a replay to another API process is refused as well. Expired
 * rows are purged here, as abandoned sign-in attempts are: the API keeps no timers.
 */
export async function useAssertionOnce(
  q: Queryable,
  assertion: { tenantId: string; providerId: string; assertionId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await q.query('DELETE FROM saml_assertions WHERE expires_at <= $1::timestamptz', [
    now.toISOString(),
  ]);
  const { rows } = await q.query<{ assertion_id: string }>(
    `INSERT INTO saml_assertions (provider_id, assertion_id, tenant_id, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (provider_id, assertion_id) DO NOTHING
     RETURNING assertion_id`,
    [
      assertion.providerId,
      assertion.assertionId,
      assertion.tenantId,
      assertion.expiresAt.toISOString(),
    ],
  );
  return rows.length === 1;
}
