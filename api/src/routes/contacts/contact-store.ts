import type { Contact, ContactSettings } from '@bizcard/shared/model';
import type { ContactForm } from '@bizcard/shared/schemas';
import { AUDIT_COLUMNS, type AuditRecord, auditParams } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { mailQueueInsert, type NewMail } from '../../mail/mail-queue-store';

const COLUMNS = `c.id, c.tenant_id, c.name, c.email, c.phone, c.company, c.note, c.consent,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  json_build_object('end_user_id', c.end_user_id,
    'name', coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email),
    'email', u.email) AS owner`;
const FROM = 'contacts c JOIN end_users u ON u.id = c.end_user_id';
const NEWEST = 'ORDER BY c.created_at DESC, c.id DESC';

export interface ContactFilter {
  tenantId: string;
  q?: string;
  owner?: string;
}

/** The filter's WHERE and parameters; q is searched in name, email and company. */
function where({ tenantId, q, owner }: ContactFilter): [string, unknown[]] {
  const params: unknown[] = [tenantId];
  const terms = ['c.tenant_id = $1'];
  if (q) {
    params.push(containsPattern(q));
    const p = `$${params.length}`;
    terms.push(`(c.name ILIKE ${p} OR c.email ILIKE ${p} OR c.company ILIKE ${p})`);
  }
  if (owner) {
    params.push(owner.toLowerCase());
    terms.push(`c.end_user_id = $${params.length}`);
  }
  return [terms.join(' AND '), params];
}

export async function listContacts(
  q: Queryable,
  filter: ContactFilter,
  page: number,
  pageSize: number,
): Promise<{ contacts: Contact[]; total: number }> {
  const [condition, params] = where(filter);
  const [{ rows }, counted] = await Promise.all([
    q.query<Contact>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${condition} ${NEWEST}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM contacts c WHERE ${condition}`,
      params,
    ),
  ]);
  return { contacts: rows, total: counted.rows[0]?.total ?? 0 };
}

/** Every contact of the tenant, newest first, a page at a time (the CSV export). */
export async function* contactPages(
  q: Queryable,
  tenantId: string,
  pageSize = 500,
): AsyncGenerator<Contact[]> {
  for (let page = 1; ; page++) {
    const { contacts } = await listContacts(q, { tenantId }, page, pageSize);
    if (contacts.length > 0) yield contacts;
    if (contacts.length < pageSize) return;
  }
}

/** One end user's own contacts, newest first. */
export async function ownContacts(q: Queryable, endUserId: string): Promise<Contact[]> {
  const { rows } = await q.query<Contact>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE c.end_user_id = $1 ${NEWEST} LIMIT 1000`,
    [endUserId],
  );
  return rows;
}

/** The contact as the scope sees it (row-level security), or null. */
export async function findContact(q: Queryable, id: string): Promise<Contact | null> {
  const { rows } = await q.query<Contact>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deleteContact(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM contacts WHERE id = $1', [id]);
}

/**
 * Stores a visitor's details as a contact of the card's owner, counts a connection, writes
 * `audit` and queues `mail` to the owner, in one statement: one round trip and one commit, and
 * all four or none (the statement is its own transaction), so no contact goes untold. A
 * visitor's post waits on nothing else but the card's lookup: the connection goes to a shard
 * of the card's and the tenant's day that no other post holds (migration 044).
 */
export async function insertContact(
  db: Queryable,
  owner: { tenantId: string; endUserId: string },
  form: ContactForm,
  now: Date,
  audit: AuditRecord,
  mail: NewMail,
): Promise<string> {
  const params = [
    owner.tenantId,
    owner.endUserId,
    form.name,
    form.email,
    form.phone,
    form.company,
    form.note,
    now,
    ...auditParams(audit),
  ];
  const queued = mailQueueInsert(mail, params.length + 1);
  const { rows } = await db.query<{ id: string }>(
    `WITH contact AS (
       INSERT INTO contacts (tenant_id, end_user_id, name, email, phone, company, note, consent,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) RETURNING id
     ), counted AS (
       SELECT card_connections_add($2, ($8::timestamptz AT TIME ZONE 'UTC')::date, $1)
     ), audited AS (
       INSERT INTO audit_log (${AUDIT_COLUMNS})
       VALUES ($9, $10, $11, $12, $13, $14, $15, $16)
     ), mailed AS (${queued.sql})
     SELECT id FROM contact, counted`,
    [...params, ...queued.params],
  );
  return rows[0]!.id;
}

export async function contactSettings(
  q: Queryable,
  tenantId: string,
): Promise<Omit<ContactSettings, 'success'>> {
  const { rows } = await q.query<{ retention_days: number; consent_text: string | null }>(
    `SELECT contacts_retention_days AS retention_days, contact_consent_text AS consent_text
       FROM tenants WHERE id = $1`,
    [tenantId],
  );
  return rows[0]!;
}

export async function saveContactSettings(
  q: Queryable,
  tenantId: string,
  settings: Omit<ContactSettings, 'success'>,
): Promise<void> {
  await q.query(
    'UPDATE tenants SET contacts_retention_days = $2, contact_consent_text = $3 WHERE id = $1',
    [tenantId, settings.retention_days, settings.consent_text?.trim() || null],
  );
}

/** Removes every tenant's contacts older than its retention; the count removed per tenant. */
export async function purgeContacts(
  q: Queryable,
  now: Date,
): Promise<{ tenant_id: string; purged: number }[]> {
  const { rows } = await q.query<{ tenant_id: string; purged: number }>(
    `WITH gone AS (
       DELETE FROM contacts c USING tenants t
        WHERE t.id = c.tenant_id
          AND c.created_at < $1::timestamptz - make_interval(days => t.contacts_retention_days)
        RETURNING c.tenant_id)
     SELECT tenant_id, count(*)::int AS purged FROM gone GROUP BY tenant_id`,
    [now],
  );
  return rows;
}
