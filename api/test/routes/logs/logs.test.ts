import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditLogPage } from '@bizcard/shared/model';
import { AUDIT_LOG_MESSAGES } from '@bizcard/shared/schemas';
import { type Fixture, newTenant, recordFixtures, tenantOfAdmin } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin, signInEndUser } from '../../helpers/session';

const ALICE = 'alice@logbook.example.com';

// Tenant "Logbook Ltd" holds these only; listed newest first they read F6, F5, F4, F3, F2, F1.
function logbookFixtures(tenantId: string): Fixture[] {
  const entry = (at: string, fields: Partial<Fixture> & { message: string }): Fixture => ({
    tenantId,
    actor: ALICE,
    actorKind: 'client_admin',
    action: 'end_user.update',
    at,
    ...fields,
  });
  return [
    entry('2024-03-01T09:00:00Z', {
      target: 'bob@logbook.example.com',
      message: 'F1 User updated',
    }),
    entry('2024-03-02T23:59:59.500Z', {
      actor: 'mallory@elsewhere.example.com',
      actorKind: 'anonymous',
      action: 'auth.sign_in_failed',
      level: 'warning',
      message: 'F2 Sign-in failed: wrong password',
    }),
    entry('2024-03-03T00:00:00Z', {
      action: 'end_user.import',
      target: 'people_100%.csv',
      level: 'error',
      message: 'F3 CSV import failed: 3 invalid rows',
    }),
    entry('2024-03-05T12:00:00Z', { message: 'F4 Template saved' }),
    // F5 and F6 share their time: the later id comes first.
    entry('2024-03-06T08:30:00Z', { message: 'F5 First of two at the same time' }),
    entry('2024-03-06T08:30:00Z', { message: 'F6 Second of two at the same time' }),
  ];
}

describe('audit log: listing', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let logbookId: string;
  let clientTenantId: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    logbookId = await newTenant(t.app, 'Logbook Ltd');
    clientTenantId = await tenantOfAdmin(t.app, CLIENT.email);
    await recordFixtures(t.app, [
      ...logbookFixtures(logbookId),
      {
        tenantId: clientTenantId,
        actor: CLIENT.email,
        actorKind: 'client_admin',
        action: 'template.save',
        target: 'Card template',
        message: 'Own tenant entry of the client admin',
      },
      {
        tenantId: null,
        actor: 'ghost@nowhere.example.com',
        actorKind: 'anonymous',
        action: 'auth.sign_in_failed',
        level: 'warning',
        message: 'Sign-in failed: no account with this address',
      },
    ]);
  });
  after(() => t.close());

  const get = (query: string, cookie = superCookie) =>
    t.app.inject({ url: `/api/management/logs${query}`, headers: cookie ? { cookie } : {} });
  const logbook = async (filters = '') => {
    const response = await get(`?tenant_id=${logbookId}${filters}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AuditLogPage>();
  };
  const codes = (page: AuditLogPage) => page.entries.map((entry) => entry.message.slice(0, 2));

  test("a super admin reads one tenant's entries newest first, with its name", async () => {
    const page = await logbook();
    assert.deepEqual(codes(page), ['F6', 'F5', 'F4', 'F3', 'F2', 'F1']);
    assert.equal(page.total, 6);
    assert.equal(page.page, 1);
    assert.equal(page.page_size, 50);
    assert.equal(page.success, true);
    const first = page.entries.at(-1)!;
    assert.equal(first.at, '2024-03-01T09:00:00.000Z');
    assert.equal(first.tenant_id, logbookId);
    assert.equal(first.tenant_name, 'Logbook Ltd');
    assert.equal(first.actor, ALICE);
    assert.equal(first.actor_kind, 'client_admin');
    assert.equal(first.action, 'end_user.update');
    assert.equal(first.target, 'bob@logbook.example.com');
    assert.equal(first.level, 'info');
    assert.match(first.id, /^\d+$/);
  });

  test('the level filter keeps entries of that level only', async () => {
    assert.deepEqual(codes(await logbook('&level=warning')), ['F2']);
    assert.deepEqual(codes(await logbook('&level=error')), ['F3']);
    assert.equal((await logbook('&level=info')).total, 4);
  });

  test('the text search ignores case and looks in actor, target and message', async () => {
    assert.deepEqual(codes(await logbook('&q=MALLORY')), ['F2']);
    assert.deepEqual(codes(await logbook('&q=bob%40logbook')), ['F1']);
    assert.deepEqual(codes(await logbook('&q=template%20SAVED')), ['F4']);
    assert.equal((await logbook(`&q=${encodeURIComponent(ALICE.toUpperCase())}`)).total, 5);
  });

  test('the text search takes % and _ literally', async () => {
    assert.deepEqual(codes(await logbook('&q=100%25')), ['F3']);
    assert.deepEqual(codes(await logbook('&q=_')), ['F3']);
    assert.deepEqual(codes(await logbook('&q=%25')), ['F3']);
    const none = await logbook('&q=no%20such%20text');
    assert.deepEqual([none.entries, none.total], [[], 0]);
  });

  test('from and to are UTC days, both included', async () => {
    assert.deepEqual(codes(await logbook('&from=2024-03-02&to=2024-03-03')), ['F3', 'F2']);
    assert.deepEqual(codes(await logbook('&from=2024-03-05')), ['F6', 'F5', 'F4']);
    assert.deepEqual(codes(await logbook('&to=2024-03-01')), ['F1']);
    assert.deepEqual(codes(await logbook('&from=2024-03-04&to=2024-03-04')), []);
    assert.deepEqual(codes(await logbook('&from=2024-03-01&to=2024-03-06&level=info&q=same')), [
      'F6',
      'F5',
    ]);
  });

  test('pages follow each other without gap or repeat, and the total stays', async () => {
    const pages = [];
    for (const number of [1, 2, 3, 4]) pages.push(await logbook(`&page=${number}&page_size=2`));
    assert.deepEqual(pages.map(codes), [['F6', 'F5'], ['F4', 'F3'], ['F2', 'F1'], []]);
    assert.deepEqual(
      pages.map((page) => [page.page, page.page_size, page.total]),
      [
        [1, 2, 6],
        [2, 2, 6],
        [3, 2, 6],
        [4, 2, 6],
      ],
    );
  });

  test("a client admin reads only its own tenant's entries, with or without tenant_id", async () => {
    for (const query of ['', `?tenant_id=${clientTenantId}`]) {
      const response = await get(query, clientCookie);
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json<AuditLogPage>();
      assert.ok(
        page.entries.some((entry) => entry.message === 'Own tenant entry of the client admin'),
      );
      assert.deepEqual(
        page.entries.filter((entry) => entry.tenant_id !== clientTenantId),
        [],
      );
      assert.doesNotMatch(response.body, /Logbook|ghost@nowhere/);
    }
  });

  test("a client admin asking for another tenant's entries gets 403 with the reason", async () => {
    const response = await get(`?tenant_id=${logbookId}`, clientCookie);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      message: 'Access denied: You can only view the logs of your own tenant.',
    });
    assert.doesNotMatch(response.body, /Logbook/);
  });

  test('a super admin without tenant_id sees every tenant and entries of none', async () => {
    const response = await get('?page_size=200');
    assert.equal(response.statusCode, 200);
    const page = response.json<AuditLogPage>();
    const byMessage = new Map(page.entries.map((entry) => [entry.message, entry]));
    assert.equal(byMessage.get('F1 User updated')?.tenant_name, 'Logbook Ltd');
    assert.equal(byMessage.get('Own tenant entry of the client admin')?.tenant_id, clientTenantId);
    const orphan = byMessage.get('Sign-in failed: no account with this address');
    assert.deepEqual([orphan?.tenant_id, orphan?.tenant_name], [null, null]);
    assert.ok(page.total >= 8);
    const times = page.entries.map((entry) => entry.at);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  test('a super admin naming a tenant that does not exist gets 404', async () => {
    const response = await get('?tenant_id=00000000-0000-4000-8000-000000000000');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Tenant not found' });
  });

  test('end users get 403 and signed-out callers 401', async () => {
    assert.equal((await get('', await signInEndUser(t.app))).statusCode, 403);
    assert.equal((await get('', '')).statusCode, 401);
  });

  const BAD_FILTERS: Array<[string, string]> = [
    ['?level=debug', AUDIT_LOG_MESSAGES.level],
    ['?tenant_id=not-a-uuid', AUDIT_LOG_MESSAGES.tenantId],
    ['?from=2024-13-01', AUDIT_LOG_MESSAGES.from],
    ['?from=2024-02-30', AUDIT_LOG_MESSAGES.from],
    ['?to=yesterday', AUDIT_LOG_MESSAGES.to],
    ['?from=2024-03-02&to=2024-03-01', AUDIT_LOG_MESSAGES.dateRange],
    ['?page=0', AUDIT_LOG_MESSAGES.page],
    ['?page=two', AUDIT_LOG_MESSAGES.page],
    ['?page_size=0', AUDIT_LOG_MESSAGES.pageSize],
    ['?page_size=201', AUDIT_LOG_MESSAGES.pageSize],
    ['?page_size=1.5', AUDIT_LOG_MESSAGES.pageSize],
    [`?q=${'x'.repeat(201)}`, AUDIT_LOG_MESSAGES.search],
    ['?q=a&q=b', AUDIT_LOG_MESSAGES.searchOnce],
    ['?q=%00', AUDIT_LOG_MESSAGES.searchNul],
  ];
  for (const [query, message] of BAD_FILTERS) {
    test(`answers 400 '${message}' to ${query.slice(0, 40)}`, async () => {
      const response = await get(query);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message });
    });
  }
});
