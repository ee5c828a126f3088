import {
  OPEN_TICKET_STATUSES,
  type Ticket,
  type TicketChangeField,
  type TicketHistoryEntry,
  type TicketPriority,
  type TicketReply,
  type TicketStatus,
} from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { isUuid } from '../../validation';
import type { TicketActor } from './ticket-people';

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const person = (prefix: string) =>
  `json_build_object('kind', ${prefix}_kind, 'name', ${prefix}_name, 'email', ${prefix}_email)`;

const TICKET_COLUMNS = `t.id, 'TCK-' || t.number AS number, t.tenant_id, n.name AS tenant_name,
  t.subject, t.description, t.priority, t.status, ${person('t.created_by')} AS created_by,
  t.created_by_side, ${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at,
  (SELECT count(*)::int FROM support_ticket_replies r WHERE r.ticket_id = t.id) AS reply_count`;
const FROM_TICKETS = 'support_tickets t JOIN tenants n ON n.id = t.tenant_id';

export interface NewTicket {
  tenantId: string;
  subject: string;
  description: string;
  priority: TicketPriority;
}

/** Stores a ticket opened by `actor`; its number comes from the one sequence. */
export async function insertTicket(
  q: Queryable,
  ticket: NewTicket,
  actor: TicketActor,
): Promise<Ticket> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO support_tickets (tenant_id, subject, description, priority, created_by_kind,
       created_by_side, created_by_admin_id, created_by_end_user_id, created_by_name,
       created_by_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      ticket.tenantId,
      ticket.subject,
      ticket.description,
      ticket.priority,
      actor.person.kind,
      actor.side,
      actor.adminId,
      actor.endUserId,
      actor.person.name,
      actor.person.email,
    ],
  );
  return (await findTicket(q, rows[0]!.id))!;
}

/** The ticket if this scope sees it; null for an unknown, malformed or other tenant's id. */
export async function findTicket(q: Queryable, id: string): Promise<Ticket | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<Ticket>(
    `SELECT ${TICKET_COLUMNS} FROM ${FROM_TICKETS} WHERE t.id = $1`,
    [id.toLowerCase()],
  );
  return rows[0] ?? null;
}

export interface TicketFilter {
  /** One tenant's tickets, or (null) every one this scope sees. */
  tenantId: string | null;
  status?: TicketStatus;
  priority?: TicketPriority;
  q?: string;
}

function whereClause(filter: TicketFilter, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.tenantId) conditions.push(`t.tenant_id = ${add(filter.tenantId)}`);
  if (filter.status) conditions.push(`t.status = ${add(filter.status)}`);
  if (filter.priority) conditions.push(`t.priority = ${add(filter.priority)}`);
  if (filter.q) {
    const pattern = add(containsPattern(filter.q));
    conditions.push(
      `(('TCK-' || t.number) ILIKE ${pattern} ESCAPE '\\' OR t.subject ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** One page of the filtered tickets, newest first, and how many there are in all. */
export async function listTickets(
  q: Queryable,
  filter: TicketFilter,
  page: number,
  pageSize: number,
): Promise<{ tickets: Ticket[]; total: number }> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const counted = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM support_tickets t ${where}`,
    params,
  );
  const { rows } = await q.query<Ticket>(
    `SELECT ${TICKET_COLUMNS} FROM ${FROM_TICKETS} ${where}
     ORDER BY t.created_at DESC, t.number DESC
     LIMIT ${add(params, pageSize)} OFFSET ${add(params, (page - 1) * pageSize)}`,
    params,
  );
  return { tickets: rows, total: counted.rows[0]?.total ?? 0 };
}

function add(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** The conversation, oldest first. */
export async function ticketReplies(q: Queryable, ticketId: string): Promise<TicketReply[]> {
  const { rows } = await q.query<TicketReply>(
    `SELECT id::text AS id, body, ${person('author')} AS author, author_side AS side,
       ${iso('created_at')} AS created_at
     FROM support_ticket_replies WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
  return rows;
}

/** Each change of status or priority, oldest first. */
export async function ticketHistory(q: Queryable, ticketId: string): Promise<TicketHistoryEntry[]> {
  const { rows } = await q.query<TicketHistoryEntry>(
    `SELECT id::text AS id, ${iso('at')} AS at, ${person('actor')} AS actor, actor_side AS side,
       field, from_value AS "from", to_value AS "to"
     FROM support_ticket_changes WHERE ticket_id = $1 ORDER BY id`,
    [ticketId],
  );
  return rows;
}

export async function insertReply(
  q: Queryable,
  ticket: Ticket,
  body: string,
  actor: TicketActor,
): Promise<void> {
  await q.query(
    `INSERT INTO support_ticket_replies (ticket_id, tenant_id, body, author_kind, author_side,
       author_admin_id, author_end_user_id, author_name, author_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      ticket.id,
      ticket.tenant_id,
      body,
      actor.person.kind,
      actor.side,
      actor.adminId,
      actor.endUserId,
      actor.person.name,
      actor.person.email,
    ],
  );
  await touch(q, ticket.id);
}

export interface TicketChange {
  field: TicketChangeField;
  from: string;
  to: string;
}

/** Sets the changed fields and records one history entry per field. */
export async function applyChanges(
  q: Queryable,
  ticket: Ticket,
  changes: TicketChange[],
  actor: TicketActor,
): Promise<void> {
  for (const change of changes) {
    // The column name comes from TICKET_CHANGE_FIELDS, never from the request's text.
    const column = change.field === 'status' ? 'status' : 'priority';
    await q.query(`UPDATE support_tickets SET ${column} = $2 WHERE id = $1`, [
      ticket.id,
      change.to,
    ]);
    await q.query(
      `INSERT INTO support_ticket_changes (ticket_id, tenant_id, field, from_value, to_value,
         actor_kind, actor_side, actor_admin_id, actor_end_user_id, actor_name, actor_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        ticket.id,
        ticket.tenant_id,
        change.field,
        change.from,
        change.to,
        actor.person.kind,
        actor.side,
        actor.adminId,
        actor.endUserId,
        actor.person.name,
        actor.person.email,
      ],
    );
  }
  await touch(q, ticket.id);
}

const touch = (q: Queryable, id: string) =>
  q.query('UPDATE support_tickets SET updated_at = now() WHERE id = $1', [id]);

/** The Dashboard's Open Tickets: of one tenant, or of every tenant the scope sees. One query. */
export async function openTicketCount(q: Queryable, tenantId: string | null): Promise<number> {
  const statuses = OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', ');
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM support_tickets
     WHERE status IN (${statuses})${tenantId ? ' AND tenant_id = $1' : ''}`,
    tenantId ? [tenantId] : [],
  );
  return rows[0]?.count ?? 0;
}
