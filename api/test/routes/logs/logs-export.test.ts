import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AUDIT_LOG_MESSAGES } from '@bizcard/shared/schemas';
import Papa from 'papaparse';
import { type Fixture, newTenant, recordFixtures } from '../../helpers/audit-log';
import { build, type TestApp } from '../../helpers/build';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

const BULK = 2_500;

describe('audit log: export', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  let tenantId: string;
  let bulkTenantId: string;
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    tenantId = await newTenant(t.app, 'Export Works');
    const entry = (at: string, fields: Partial<Fixture> & { message: string }): Fixture => ({
      tenantId,
      actor: 'ops@export.example.com',
      actorKind: 'client_admin',
      action: 'end_user.update',
      at,
      ...fields,
    });
    await recordFixtures(t.app, [
      entry('2024-05-01T10:00:00Z', { target: 'ann@export.example.com', message: 'User updated' }),
      entry('2024-05-02T11:30:15Z', {
        actor: '@SUM(1+1)*cmd|',
        actorKind: 'anonymous',
        action: 'auth.sign_in_failed',
        target: '+1 555 0100',
        level: 'warning',
        message: '=HYPERLINK("http://evil.example.com","click")',
      }),
      entry('2024-05-03T12:45:30Z', {
        action: 'end_user.import',
        target: 'people.csv',
        level: 'error',
        message: 'Import failed, "quoted", on\ntwo lines',
      }),
    ]);
    // One transaction: every bulk entry has the same time, so only the id orders them.
    bulkTenantId = await newTenant(t.app, 'Bulk Export');
    await t.app.systemDb.query(
      `INSERT INTO audit_log (tenant_id, actor, actor_kind, action, level, message)
       SELECT $1, 'bulk@export.example.com', 'system', 'batch.import', 'info', 'bulk ' || n
       FROM generate_series(1, ${BULK}) AS n`,
      [bulkTenantId],
    );
  });
  after(() => t.close());

  const get = (query: string, cookie = superCookie) =>
    t.app.inject({ url: `/api/management/logs/export${query}`, headers: { cookie } });

  test('CSV: a header, then every filtered entry newest first, as audit-log.csv', async () => {
    const response = await get(`?format=csv&tenant_id=${tenantId}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="audit-log.csv"');
    assert.ok(response.body.startsWith('\uFEFF'));
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    assert.deepEqual(rows, [
      ['Time', 'Tenant', 'Actor', 'Action', 'Target', 'Level', 'Message'],
      [
        '2024-05-03T12:45:30.000Z',
        'Export Works',
        'ops@export.example.com',
        'end_user.import',
        'people.csv',
        'Error',
        'Import failed, "quoted", on two lines',
      ],
      [
        '2024-05-02T11:30:15.000Z',
        'Export Works',
        "'@SUM(1+1)*cmd|",
        'auth.sign_in_failed',
        "'+1 555 0100",
        'Warning',
        `'=HYPERLINK("http://evil.example.com","click")`,
      ],
      [
        '2024-05-01T10:00:00.000Z',
        'Export Works',
        'ops@export.example.com',
        'end_user.update',
        'ann@export.example.com',
        'Info',
        'User updated',
      ],
    ]);
  });

  test("text: the spec's lines with their actor, one per entry, as logs.txt", async () => {
    const response = await get(`?format=text&tenant_id=${tenantId}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="logs.txt"');
    assert.equal(
      response.body,
      [
        '2024-05-03 12:45:30 [ERROR] ops@export.example.com: Import failed, "quoted", on two lines',
        '2024-05-02 11:30:15 [WARNING] @SUM(1+1)*cmd|: =HYPERLINK("http://evil.example.com","click")',
        '2024-05-01 10:00:00 [INFO] ops@export.example.com: User updated',
        '',
      ].join('\n'),
    );
  });

  test('the filters of the list apply to the export', async () => {
    const byLevel = await get(`?format=text&tenant_id=${tenantId}&level=warning`);
    assert.equal(byLevel.body.trim().split('\n').length, 1);
    assert.match(byLevel.body, /\[WARNING\]/);
    const bySearch = await get(`?format=text&tenant_id=${tenantId}&q=ANN%40export`);
    assert.equal(
      bySearch.body,
      '2024-05-01 10:00:00 [INFO] ops@export.example.com: User updated\n',
    );
    const byDate = await get(`?format=csv&tenant_id=${tenantId}&from=2024-05-02&to=2024-05-02`);
    assert.equal(Papa.parse(byDate.body.slice(1), { skipEmptyLines: true }).data.length, 2);
    const none = await get(`?format=csv&tenant_id=${tenantId}&to=2024-01-01`);
    assert.equal(none.body, '\uFEFFTime,Tenant,Actor,Action,Target,Level,Message\r\n');
  });

  test('an export longer than a page holds every entry once, newest first', async () => {
    const response = await get(`?format=text&tenant_id=${bulkTenantId}`);
    const numbers = response.body
      .trim()
      .split('\n')
      .map((line) => Number(line.split(' bulk ')[1]));
    assert.equal(numbers.length, BULK);
    assert.deepEqual(
      numbers,
      Array.from({ length: BULK }, (_, i) => BULK - i),
    );
  });

  test("a client admin exports its own tenant only; another tenant's id is refused", async () => {
    const own = await get('?format=text', clientCookie);
    assert.equal(own.statusCode, 200);
    assert.doesNotMatch(own.body, /bulk|User updated|HYPERLINK/);
    const other = await get(`?format=csv&tenant_id=${tenantId}`, clientCookie);
    assert.equal(other.statusCode, 403);
    assert.deepEqual(other.json(), {
      message: 'Access denied: You can only view the logs of your own tenant.',
    });
  });

  test('a missing or unknown format, or a bad filter, is a 400 with the reason', async () => {
    for (const query of ['', '?format=pdf', '?format=csv&format=text']) {
      const response = await get(query);
      assert.equal(response.statusCode, 400, query);
      assert.deepEqual(response.json(), { message: AUDIT_LOG_MESSAGES.format });
    }
    const reversed = await get('?format=csv&from=2024-02-01&to=2024-01-01');
    assert.deepEqual(
      [reversed.statusCode, reversed.json()],
      [400, { message: AUDIT_LOG_MESSAGES.dateRange }],
    );
  });
});
