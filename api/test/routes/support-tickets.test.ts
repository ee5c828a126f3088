import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  AuditEntry,
  DashboardFigures,
  SelfServeTicketCreated,
  TicketCreated,
  TicketDetail,
} from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser, USER } from '../helpers/session';

const TICKETS = '/api/management/tickets';

describe('support tickets: open, answer, resolve', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let acmeId: string;

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  const ticketLogs = async (cookie: string) =>
    (await send('GET', '/api/management/logs?q=TCK-', cookie)).json<{ entries: AuditEntry[] }>()
      .entries;

  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    acmeId = (
      await t.app.systemDb.query<{ tenant_id: string }>(
        'SELECT tenant_id FROM admin_users WHERE email = $1',
        [CLIENT.email],
      )
    ).rows[0]!.tenant_id;
  });
  after(() => t.close());

  test('a client admin opens a ticket, support answers and resolves it, each step mailed to the other side and audited', async () => {
    const opened = await send('POST', TICKETS, clientCookie, {
      subject: '  Cards show the old logo  ',
      description: 'Since Monday every card shows our old logo.',
      priority: 'high',
    });
    assert.equal(opened.statusCode, 201, opened.body);
    const { ticket } = opened.json<TicketCreated>();
    assert.match(ticket.number, /^TCK-\d{4,}$/);
    assert.equal(ticket.tenant_id, acmeId);
    assert.equal(ticket.tenant_name, 'Acme Corporation');
    assert.equal(ticket.subject, 'Cards show the old logo');
    assert.equal(ticket.status, 'open');
    assert.equal(ticket.priority, 'high');
    assert.equal(ticket.created_by_side, 'customer');
    assert.deepEqual(ticket.created_by, {
      kind: 'admin',
      name: `${CLIENT.first} ${CLIENT.last}`,
      email: CLIENT.email,
    });

    const [newMail] = await t.mailsTo(SUPER.email);
    assert.ok(newMail, 'the super admin hears of the new ticket');
    assert.equal(newMail.subject, `New support ticket ${ticket.number}: Cards show the old logo`);
    assert.deepEqual(newMail.links, [`http://localhost:8080/tenants/tickets/${ticket.id}`]);
    assert.match(
      newMail.text,
      /Marcus Reyes of Acme Corporation opened TCK-\d+ "Cards show the old logo" \(priority High\)/,
    );
    assert.equal((await t.mailsTo(CLIENT.email)).length, 0, 'the writer is not mailed');

    const answered = await send('POST', `${TICKETS}/${ticket.id}/replies`, superCookie, {
      body: 'We are on it: the cache is being refreshed.',
    });
    assert.equal(answered.statusCode, 201, answered.body);
    const afterReply = answered.json<TicketDetail>();
    assert.equal(afterReply.replies.length, 1);
    assert.equal(afterReply.replies[0]!.side, 'support');
    assert.equal(afterReply.replies[0]!.author.email, SUPER.email);
    assert.equal(afterReply.ticket.reply_count, 1);
    const [replyMail] = await t.mailsTo(CLIENT.email);
    assert.equal(replyMail?.subject, `Reply on ${ticket.number}: Cards show the old logo`);
    assert.match(replyMail!.text, /the cache is being refreshed/);
    assert.deepEqual(replyMail!.links, [`http://localhost:8080/tenants/tickets/${ticket.id}`]);

    const customerReply = await send('POST', `${TICKETS}/${ticket.id}/replies`, clientCookie, {
      body: 'Thanks, it works again.',
    });
    assert.equal(customerReply.statusCode, 201);
    assert.equal((await t.mailsTo(SUPER.email)).length, 2, 'support hears of the reply');

    const progressed = await send('PATCH', `${TICKETS}/${ticket.id}`, superCookie, {
      status: 'in_progress',
      priority: 'urgent',
    });
    assert.equal(progressed.statusCode, 200, progressed.body);
    const resolved = await send('PATCH', `${TICKETS}/${ticket.id}`, clientCookie, {
      status: 'resolved',
    });
    assert.equal(resolved.statusCode, 200);
    const detail = (await send('GET', `${TICKETS}/${ticket.id}`, superCookie)).json<TicketDetail>();
    assert.equal(detail.ticket.status, 'resolved');
    assert.equal(detail.ticket.priority, 'urgent');
    assert.deepEqual(
      detail.replies.map((reply) => [reply.side, reply.body]),
      [
        ['support', 'We are on it: the cache is being refreshed.'],
        ['customer', 'Thanks, it works again.'],
      ],
    );
    assert.deepEqual(
      detail.history.map((entry) => [
        entry.actor.email,
        entry.side,
        entry.field,
        entry.from,
        entry.to,
      ]),
      [
        [SUPER.email, 'support', 'status', 'open', 'in_progress'],
        [SUPER.email, 'support', 'priority', 'high', 'urgent'],
        [CLIENT.email, 'customer', 'status', 'in_progress', 'resolved'],
      ],
    );

    const logged = (await ticketLogs(superCookie)).map((entry) => [entry.action, entry.message]);
    assert.deepEqual(logged.reverse(), [
      ['ticket.create', `Ticket ${ticket.number} opened: Cards show the old logo`],
      ['ticket.reply', `Reply added to ticket ${ticket.number}`],
      ['ticket.reply', `Reply added to ticket ${ticket.number}`],
      [
        'ticket.update',
        `Ticket ${ticket.number} status: Open → In progress, priority: High → Urgent`,
      ],
      ['ticket.update', `Ticket ${ticket.number} status: In progress → Resolved`],
    ]);
  });

  test('a super admin opens a ticket for a tenant, whose client admins hear of it; without a tenant it is refused', async () => {
    const missing = await send('POST', TICKETS, superCookie, { subject: 'S', description: 'D' });
    assert.equal(missing.statusCode, 400);
    assert.equal(
      missing.json<{ message: string }>().message,
      'Choose the tenant the ticket is for',
    );
    const before = (await t.mailsTo(CLIENT.email)).length;
    const opened = await send('POST', TICKETS, superCookie, {
      tenant_id: acmeId,
      subject: 'Planned maintenance',
      description: 'Cards will be read-only on Sunday.',
    });
    assert.equal(opened.statusCode, 201);
    const { ticket } = opened.json<TicketCreated>();
    assert.equal(ticket.priority, 'normal');
    assert.equal(ticket.created_by_side, 'support');
    assert.equal((await t.mailsTo(CLIENT.email)).length, before + 1);
  });

  test('requests outside the rules are refused with the field message', async () => {
    const cases: Array<[object, string]> = [
      [{ subject: ' ', description: 'D' }, 'Subject is required'],
      [{ subject: 'x'.repeat(201), description: 'D' }, 'Subject must be at most 200 characters'],
      [{ subject: 'S', description: '' }, 'Description is required'],
      [
        { subject: 'S', description: 'D', priority: 'asap' },
        'Priority must be one of low, normal, high, urgent',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', TICKETS, clientCookie, payload);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json<{ message: string }>().message, message);
    }
  });

  test('an end user reports a problem with their card: a normal ticket of their tenant, for support', async () => {
    const before = (await t.mailsTo(SUPER.email)).length;
    const endUser = await signInEndUser(t.app);
    const response = await send('POST', '/api/self-serve/tickets', endUser, {
      subject: 'My phone number is wrong',
      description: 'The card shows an old number.',
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json<SelfServeTicketCreated>();
    assert.equal(
      created.message,
      `Thank you. Your report was sent to your administrators as ${created.number}.`,
    );
    const stored = await t.app.systemDb.query<{
      tenant_id: string;
      priority: string;
      created_by_kind: string;
      created_by_email: string;
    }>(
      'SELECT tenant_id, priority, created_by_kind, created_by_email FROM support_tickets WHERE id = $1',
      [created.id],
    );
    const userTenant = await t.app.systemDb.query<{ tenant_id: string }>(
      'SELECT tenant_id FROM end_users WHERE email = $1',
      [USER.email],
    );
    assert.deepEqual(stored.rows[0], {
      tenant_id: userTenant.rows[0]!.tenant_id,
      priority: 'normal',
      created_by_kind: 'end_user',
      created_by_email: USER.email,
    });
    assert.equal((await t.mailsTo(SUPER.email)).length, before + 1);

    // Support's answer reaches the end user, with their sign-in page rather than the dashboard.
    await send('POST', `${TICKETS}/${created.id}/replies`, superCookie, { body: 'Fixed.' });
    const [mail] = await t.mailsTo(USER.email);
    assert.match(mail!.text, /Fixed\./);
    assert.ok(mail!.links.every((link) => link.includes('/self-serve-login')));
    assert.equal(
      (
        await send('POST', '/api/self-serve/tickets', clientCookie, {
          subject: 'S',
          description: 'D',
        })
      ).statusCode,
      403,
    );
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/self-serve/tickets', payload: {} }))
        .statusCode,
      401,
    );
  });

  test("the Dashboard's Open Tickets counts tickets not resolved or closed: every tenant's for support, the own tenant's for a client admin", async () => {
    const count = async (where = '') =>
      (
        await t.app.systemDb.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM support_tickets
           WHERE status NOT IN ('resolved', 'closed') ${where}`,
          where ? [acmeId] : [],
        )
      ).rows[0]!.n;
    const figures = async (cookie: string) =>
      (await send('GET', '/api/management/dashboard', cookie)).json<DashboardFigures>();
    const all = await count();
    const acme = await count('AND tenant_id = $1');
    assert.ok(all > acme && acme > 0, `fixtures: ${all} open, ${acme} of Acme`);
    assert.equal((await figures(superCookie)).open_tickets, all);
    assert.equal((await figures(clientCookie)).open_tickets, acme);
  });
});
