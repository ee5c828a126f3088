import { randomBytes } from 'node:crypto';
import { domainVerificationRecord, type TenantDomain } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;

const COLUMNS = `id, tenant_id, domain, verification_token, ${iso('verified_at')},
  ${iso('created_at')}, ${iso('last_checked_at')}, last_error`;

export interface DomainRow extends Omit<TenantDomain, 'txt_record'> {
  verification_token: string;
}

/** The reply's shape: the token only as the record to publish. */
export const domainReply = ({ verification_token, ...row }: DomainRow): TenantDomain => ({
  ...row,
  txt_record: domainVerificationRecord(verification_token),
});

/** 24 random bytes: a token nobody guesses, short enough for any DNS console. */
export const newVerificationToken = () => randomBytes(24).toString('base64url');

export async function listDomains(q: Queryable, tenantId: string): Promise<DomainRow[]> {
  const { rows } = await q.query<DomainRow>(
    `SELECT ${COLUMNS} FROM tenant_domains WHERE tenant_id = $1 ORDER BY domain`,
    [tenantId],
  );
  return rows;
}

export async function findDomain(
  q: Queryable,
  tenantId: string,
  domainId: string,
): Promise<DomainRow | null> {
  const { rows } = await q.query<DomainRow>(
    `SELECT ${COLUMNS} FROM tenant_domains WHERE tenant_id = $1 AND id = $2`,
    [tenantId, domainId],
  );
  return rows[0] ?? null;
}

export async function countDomains(q: Queryable, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tenant_domains WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Whether another tenant has verified this domain. Asked of the all-tenants database: row-level
 * security hides other tenants' rows from the caller's own scope.
 */
export async function verifiedByAnotherTenant(
  systemDb: Queryable,
  domain: string,
  tenantId: string,
): Promise<boolean> {
  const { rows } = await systemDb.query(
    `SELECT 1 FROM tenant_domains
     WHERE domain = $1 AND tenant_id <> $2 AND verified_at IS NOT NULL`,
    [domain, tenantId],
  );
  return rows.length > 0;
}

/** A new, unverified claim; null when the tenant lists the domain already. */
export async function insertDomain(
  q: Queryable,
  claim: { tenantId: string; domain: string; token: string; now: Date },
): Promise<DomainRow | null> {
  const { rows } = await q.query<DomainRow>(
    `INSERT INTO tenant_domains (tenant_id, domain, verification_token, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, domain) DO NOTHING
     RETURNING ${COLUMNS}`,
    [claim.tenantId, claim.domain, claim.token, claim.now],
  );
  return rows[0] ?? null;
}

/**
 * Keeps the outcome of a check: verified (kept from the first success on), or the error.
 * Verifying a domain another tenant verified first breaks the unique index (23505).
 */
export async function saveCheck(
  q: Queryable,
  id: string,
  outcome: { verified: boolean; error: string | null; now: Date },
): Promise<DomainRow> {
  const { rows } = await q.query<DomainRow>(
    `UPDATE tenant_domains SET last_checked_at = $2, last_error = $3,
       verified_at = CASE WHEN $4::boolean THEN coalesce(verified_at, $2) ELSE verified_at END
     WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, outcome.now, outcome.error, outcome.verified],
  );
  return rows[0]!;
}

export async function deleteDomain(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM tenant_domains WHERE id = $1', [id]);
}
