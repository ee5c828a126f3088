import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TicketCreated, TicketPage } from '@bizcard/shared/model';
import { createSession } from '../../src/auth/sessions';
import { withScope } from '../../src/db/database';
import { build, type TestApp } from '../helpers/build';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

const TICKETS = '/api/management/tickets';

describe('support tickets: lists, search, paging, and tenants kept apart', () => {
  let t: TestApp;
  let superCookie: string;
  let acmeCookie: string;
  let globexCookie: string;
  let acmeId: string;
  let globexId: string;
  const numbers: Record<string, string> = {};
  let globexTicketId: string;

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const page = async (cookie: string, query: string) => {
    const response = await send('GET', `${TICKETS}?${query}`, cookie);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TicketPage>();
  };
  const open = async (cookie: string, body: object) => {
    const response = await send('POST', TICKETS, cookie, body);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<TicketCreated>().ticket;
  };

  before(async () => {
    t = await build();
    const tenants = await t.app.systemDb.query<{ id: string; tenant_name: string }>(
      'SELECT id, tenant_name FROM tenants',
    );
    const ids = new Map(tenants.rows.map((row) => [row.tenant_name, row.id]));
    acmeId = ids.get('acme-corporation')!;
    globexId = ids.get('globex')!;
    superCookie = await signInAdmin(t.app, SUPER);
    acmeCookie = await signInAdmin(t.app, CLIENT);
    const globexAdmin = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id)
       VALUES ('Gia', 'Globex', 'gia.globex@example.com', 'clientAdmin', $1) RETURNING id`,
      [globexId],
    );
    const sid = await createSession(
      t.app.db,
      { type: 'admin', id: globexAdmin.rows[0]!.id },
      t.clock.now(),
    );
    globexCookie = `sid=${sid}`;
    for (let i = 1; i <= 5; i++) {
      const ticket = await open(acmeCookie, {
        subject: `Acme problem ${i}`,
        description: 'Details',
        priority: i === 3 ? 'urgent' : 'normal',
      });
      numbers[`acme${i}`] = ticket.number;
    }
    const globex = await open(globexCookie, { subject: 'Globex printer', description: 'Jammed' });
    globexTicketId = globex.id;
    numbers.globex = globex.number;
    await send('PATCH', `${TICKETS}/${globex.id}`, globexCookie, { status: 'closed' });
    await send('POST', `${TICKETS}/${globex.id}/replies`, superCookie, { body: 'Closed for you' });
  });
  after(() => t.close());

  test('Ticket IDs come from one sequence across tenants, from TCK-1001', () => {
    const all = Object.values(numbers).map((number) => Number(number.slice(4)));
    assert.equal(new Set(all).size, 6);
    assert.ok(all.every((number) => number >= 1001));
  });

  test("a super admin sees every tenant's tickets, newest first, and filters by tenant, status and priority", async () => {
    const everything = await page(superCookie, '');
    assert.equal(everything.total, 6);
    assert.deepEqual(
      everything.tickets.map((ticket) => ticket.number),
      [numbers.globex, numbers.acme5, numbers.acme4, numbers.acme3, numbers.acme2, numbers.acme1],
    );
    assert.equal((await page(superCookie, `tenant_id=${globexId}`)).total, 1);
    assert.equal((await page(superCookie, `tenant_id=${acmeId.toUpperCase()}`)).total, 5);
    const closed = await page(superCookie, 'status=closed');
    assert.deepEqual(
      closed.tickets.map((ticket) => ticket.number),
      [numbers.globex],
    );
    assert.equal(closed.tickets[0]!.reply_count, 1);
    const urgent = await page(superCookie, 'priority=urgent');
    assert.deepEqual(
      urgent.tickets.map((ticket) => ticket.subject),
      ['Acme problem 3'],
    );
  });

  test('search finds a ticket by its Ticket ID or its number alone, and by subject', async () => {
    const byId = await page(superCookie, `q=${numbers.acme2!.toLowerCase()}`);
    assert.deepEqual(
      byId.tickets.map((ticket) => ticket.number),
      [numbers.acme2],
    );
    const byNumber = await page(superCookie, `q=${numbers.acme4!.slice(4)}`);
    assert.deepEqual(
      byNumber.tickets.map((ticket) => ticket.number),
      [numbers.acme4],
    );
    assert.equal((await page(superCookie, 'q=PRINTER')).total, 1);
    assert.equal((await page(superCookie, 'q=100%25')).total, 0, 'LIKE wildcards are literal');
  });

  test('paging gives the asked page of the asked size with the total, and refuses sizes out of range', async () => {
    const second = await page(superCookie, 'page=2&page_size=4');
    assert.deepEqual(
      { total: second.total, page: second.page, size: second.page_size },
      { total: 6, page: 2, size: 4 },
    );
    assert.deepEqual(
      second.tickets.map((ticket) => ticket.number),
      [numbers.acme2, numbers.acme1],
    );
    const tooBig = await send('GET', `${TICKETS}?page_size=101`, superCookie);
    assert.equal(tooBig.statusCode, 400);
    assert.equal(
      tooBig.json<{ message: string }>().message,
      'page_size must be a whole number from 1 to 100',
    );
  });

  test("a client admin lists only their own tenant's tickets, whatever tenant_id says", async () => {
    const own = await page(acmeCookie, `tenant_id=${globexId}`);
    assert.equal(own.total, 5);
    assert.ok(own.tickets.every((ticket) => ticket.tenant_id === acmeId));
    assert.equal((await page(acmeCookie, `q=${numbers.globex}`)).total, 0);
  });

  test("another tenant's ticket is not found for a client admin: read, reply and change all answer 404 and change nothing", async () => {
    const url = `${TICKETS}/${globexTicketId}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['POST', `${url}/replies`, { body: 'Intruding' }],
      ['PATCH', url, { status: 'open' }],
    ] as const) {
      const response = await send(method, path, acmeCookie, body);
      assert.equal(response.statusCode, 404, `${method} ${path}`);
      assert.equal(response.json<{ message: string }>().message, 'Ticket not found');
    }
    const stored = await t.app.systemDb.query<{ status: string; replies: number }>(
      `SELECT status, (SELECT count(*)::int FROM support_ticket_replies WHERE ticket_id = $1) AS replies
       FROM support_tickets WHERE id = $1`,
      [globexTicketId],
    );
    assert.deepEqual(stored.rows[0], { status: 'closed', replies: 1 });
    assert.equal((await send('GET', `${TICKETS}/not-a-uuid`, acmeCookie)).statusCode, 404);
    assert.equal((await send('GET', url, globexCookie)).statusCode, 200);
  });

  test('a client admin cannot open a ticket for another tenant', async () => {
    const response = await send('POST', TICKETS, acmeCookie, {
      tenant_id: globexId,
      subject: 'Not mine',
      description: 'Nope',
    });
    assert.equal(response.statusCode, 403);
    assert.equal(
      (await t.app.systemDb.query("SELECT 1 FROM support_tickets WHERE subject = 'Not mine'")).rows
        .length,
      0,
    );
  });

  test("row-level security: a tenant's scope sees only its tickets, replies and history; no scope sees none; none can be written for another tenant", async () => {
    const acme = withScope(t.app.db, { tenantId: acmeId });
    for (const table of ['support_tickets', 'support_ticket_replies', 'support_ticket_changes']) {
      const seen = await acme.query<{ tenant_id: string }>(`SELECT tenant_id FROM ${table}`);
      assert.ok(
        seen.rows.every((row) => row.tenant_id === acmeId),
        table,
      );
      const none = await t.app.db.query(`SELECT 1 FROM ${table}`);
      assert.equal(none.rows.length, 0, `${table} without a scope`);
      const forced = await t.app.systemDb.query<{ forced: boolean }>(
        'SELECT relrowsecurity AND relforcerowsecurity AS forced FROM pg_class WHERE relname = $1',
        [table],
      );
      assert.equal(forced.rows[0]?.forced, true, table);
    }
    assert.equal((await acme.query('SELECT 1 FROM support_tickets')).rows.length, 5);
    await assert.rejects(
      acme.query(
        `INSERT INTO support_tickets (tenant_id, subject, description, priority, created_by_kind,
           created_by_side, created_by_name, created_by_email)
         VALUES ($1, 'S', 'D', 'low', 'admin', 'customer', 'Eve', 'eve@example.com')`,
        [globexId],
      ),
      /row-level security/,
    );
  });
});
