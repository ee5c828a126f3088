import type { Tenant, TenantType } from '@bizcard/shared/model';
import type { CreateTenantRequest } from '@bizcard/shared/schemas';
import type { Queryable } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { decodePageKey, encodePageKey } from '../../db/page-key';
import { tenantSlug, tidyTenantName, withRandomSuffix } from '../../db/tenant-slug';

interface TenantRow extends Omit<Tenant, 'created_at'> {
  created_at: Date | string;
}

// db_password is never selected: only whether one is stored leaves the database.
const TENANT_COLUMNS = `id, name, tenant_name, email, address, state, country, tenant_type,
  stytch_org_id, db_host, db_name, db_port, db_username, db_secret_arn,
  (coalesce(db_password, '') <> '') AS db_password_set, created_at`;

function toTenant(row: TenantRow): Tenant {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** All tenants by name, or only `onlyId` when given. */
export async function listTenants(q: Queryable, onlyId?: string | null): Promise<Tenant[]> {
  if (onlyId === null) return [];
  const { rows } = await q.query<TenantRow>(
    `SELECT ${TENANT_COLUMNS} FROM tenants
     WHERE $1::uuid IS NULL OR id = $1::uuid ORDER BY lower(name), name`,
    [onlyId ?? null],
  );
  return rows.map(toTenant);
}

export interface TenantPageQuery {
  /** A client admin's own tenant; null: none reached. */
  onlyId?: string | null;
  search?: string;
  limit: number;
  /** `next` of the page before. */
  after?: string;
}

export interface TenantPage {
  tenants: Tenant[];
  total: number;
  next: string | null;
}

type SortKey = [lowerName: string, name: string, id: string];

/** The sort key an earlier page's `next` names, or null when it is not one. */
export const decodeKey = (next: string) => decodePageKey(next, 3) as SortKey | null;

// Name, tenant id (its slug), email or id contain the words: search_text holds all four,
// lower-cased, under a trigram index (migration 037).
const MATCHES = '($2::text IS NULL OR search_text LIKE lower($2))';

interface Statement {
  sql: string;
  params: unknown[];
}

/** The page's SELECT and the count of all that match, with their parameters. */
export function tenantPageStatements(
  query: TenantPageQuery,
  after: SortKey | null,
): { page: Statement; count: Statement } {
  const params = [
    query.onlyId ?? null,
    query.search === undefined ? null : containsPattern(query.search),
    ...(after ?? [null, null, null]),
    query.limit + 1,
  ];
  const reached = `($1::uuid IS NULL OR id = $1::uuid) AND ${MATCHES}`;
  return {
    page: {
      sql: `SELECT ${TENANT_COLUMNS}, lower(name) AS lower_name FROM tenants
       WHERE ${reached} AND ($3::text IS NULL OR (lower(name), name, id) > ($3, $4, $5::uuid))
       ORDER BY lower(name), name, id LIMIT $6`,
      params,
    },
    count: {
      sql: `SELECT count(*)::int AS total FROM tenants WHERE ${reached}`,
      params: params.slice(0, 2),
    },
  };
}

/**
 * One page of the tenants by name, after the page whose `next` is `after` (keyset: the
 * thousandth page costs what the first does), with the count of all that match.
 */
export async function listTenantPage(q: Queryable, query: TenantPageQuery): Promise<TenantPage> {
  if (query.onlyId === null) return { tenants: [], total: 0, next: null };
  const after = query.after ? decodeKey(query.after) : null;
  const { page: pageSql, count } = tenantPageStatements(query, after);
  const [page, counted] = await Promise.all([
    q.query<TenantRow & { lower_name: string }>(pageSql.sql, pageSql.params),
    q.query<{ total: number }>(count.sql, count.params),
  ]);
  const rows = page.rows.slice(0, query.limit);
  const last = rows.at(-1);
  const more = page.rows.length > query.limit && last !== undefined;
  return {
    tenants: rows.map(({ lower_name: _, ...row }) => toTenant(row)),
    total: counted.rows[0]?.total ?? 0,
    next: more ? encodePageKey([last.lower_name, last.name, last.id]) : null,
  };
}

export async function findTenant(q: Queryable, id: string): Promise<Tenant | null> {
  const { rows } = await q.query<TenantRow>(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? toTenant(rows[0]) : null;
}

export async function tenantExists(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM tenants WHERE id = $1', [id]);
  return rows.length > 0;
}

export interface NewTenant extends Omit<CreateTenantRequest, 'tenant_type'> {
  tenant_type: TenantType;
}

// A random suffix of 5 characters out of 32 collides once in millions; a few tries are plenty.
const SLUG_ATTEMPTS = 5;

// Same expression as the unique index tenants_name_key (migration 007).
const NAME_KEY = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * Inserts a tenant under its readable slug, or that slug with a random suffix when another
 * tenant holds it; null when a tenant already has this name (case and spacing aside).
 */
export async function insertTenant(q: Queryable, input: NewTenant): Promise<Tenant | null> {
  const name = tidyTenantName(input.name);
  const readable = tenantSlug(name);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = attempt === 0 && readable ? readable : withRandomSuffix(readable);
    const inserted = await tryInsert(q, { ...input, name }, slug);
    if (inserted) return inserted;
    if (await nameTaken(q, name)) return null;
  }
  throw new Error(`No free tenant_name for "${name}" after ${SLUG_ATTEMPTS} attempts`);
}

/** Null when the name or the slug is taken: both are unique. */
async function tryInsert(q: Queryable, input: NewTenant, slug: string): Promise<Tenant | null> {
  const { rows } = await q.query<TenantRow>(
    `INSERT INTO tenants (name, tenant_name, email, address, state, country, tenant_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING
     RETURNING ${TENANT_COLUMNS}`,
    [
      input.name,
      slug,
      input.email,
      input.address ?? null,
      input.state ?? null,
      input.country ?? null,
      input.tenant_type,
    ],
  );
  return rows[0] ? toTenant(rows[0]) : null;
}

async function nameTaken(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM tenants WHERE ${NAME_KEY('name')} = ${NAME_KEY('$1::text')}`,
    [name],
  );
  return rows.length > 0;
}
