import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TENANT_LIST_MESSAGES } from '@bizcard/shared/schemas';
import { build, type TestApp } from '../../helpers/build';
import { createTenant } from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../../helpers/session';

interface Page {
  tenants: Array<{ id: string; name: string; email: string }>;
  total: number;
  next: string | null;
}

describe('searching and paging the tenants', () => {
  let t: TestApp;
  let superCookie: string;
  let clientCookie: string;
  const list = async (query: string, cookie = superCookie) => {
    const reply = await t.app.inject({
      url: `/api/management/tenants?${query}`,
      headers: { cookie },
    });
    return { status: reply.statusCode, body: reply.json() };
  };
  before(async () => {
    t = await build();
    superCookie = await signInAdmin(t.app, SUPER);
    clientCookie = await signInAdmin(t.app, CLIENT);
    // Names that sort apart only by case or by id, and one with LIKE's own characters.
    for (let i = 0; i < 25; i++)
      await createTenant(t.app, `Paging Co ${String(i).padStart(2, '0')}`);
    await createTenant(t.app, 'paging co 00!');
    await createTenant(t.app, '100% Real_Estate');
    await createTenant(t.app, 'Müller Éditions');
  });
  after(() => t.close());

  test('pages through every tenant by name, each once, whatever the page size', async () => {
    const everyone = (await list('')).body.tenants as Page['tenants'];
    for (const limit of [1, 7, 100]) {
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const { status, body } = await list(`limit=${limit}${next ? `&after=${next}` : ''}`);
        assert.equal(status, 200);
        const page = body as Page;
        assert.ok(page.tenants.length <= limit);
        assert.equal(page.total, everyone.length);
        seen.push(...page.tenants.map((tenant) => tenant.id));
        next = page.next;
      } while (next);
      assert.equal(new Set(seen).size, everyone.length, `limit ${limit}: each tenant once`);
    }
  });

  test('finds tenants by a part of the name, the tenant id, the email, or the start of the id', async () => {
    const byName = (await list('q=co%2012&limit=10')).body as Page;
    assert.deepEqual(
      byName.tenants.map((tenant) => tenant.name),
      ['Paging Co 12'],
    );
    assert.equal(byName.total, 1);
    const bySlug = (await list('q=paging-co-0&limit=50')).body as Page;
    assert.equal(bySlug.total, 11, 'paging-co-00 … 09, and the lower-case paging-co-00');
    const byEmail = (await list('q=OWNER%40EXAMPLE&limit=1')).body as Page;
    assert.equal(byEmail.total, 28);
    assert.ok(byEmail.next);
    const target = byName.tenants[0]!;
    const byId = (await list(`q=${target.id.slice(0, 8)}&limit=5`)).body as Page;
    assert.ok(byId.tenants.some((tenant) => tenant.id === target.id));
  });

  test('finds a name with accents whatever the case typed', async () => {
    const found = (await list(`q=${encodeURIComponent('MÜLLER éditions')}`)).body as Page;
    assert.deepEqual(
      found.tenants.map((tenant) => tenant.name),
      ['Müller Éditions'],
    );
  });

  test('takes % and _ in a search as themselves', async () => {
    const percent = (await list('q=100%25&limit=5')).body as Page;
    assert.deepEqual(
      percent.tenants.map((tenant) => tenant.name),
      ['100% Real_Estate'],
    );
    const underscore = (await list('q=l_e&limit=5')).body as Page;
    assert.deepEqual(
      underscore.tenants.map((tenant) => tenant.name),
      ['100% Real_Estate'],
    );
    const nothing = (await list('q=zzz-no-such-tenant&limit=5')).body as Page;
    assert.deepEqual(nothing, { tenants: [], total: 0, next: null });
  });

  test("a client admin's search sees only their own tenant", async () => {
    const { body } = await list('q=paging&limit=10', clientCookie);
    assert.deepEqual(body, { tenants: [], total: 0, next: null });
    const own = (await list('limit=10', clientCookie)).body as Page;
    assert.equal(own.total, 1);
  });

  test('refuses a page size out of range and a made-up next value, saying why', async () => {
    for (const limit of ['0', '101', 'ten', '-1']) {
      const { status, body } = await list(`limit=${limit}`);
      assert.equal(status, 400, limit);
      assert.equal(body.message, TENANT_LIST_MESSAGES.limit);
    }
    const forged = await list('limit=5&after=not-a-page');
    assert.equal(forged.status, 400);
    assert.equal(forged.body.message, TENANT_LIST_MESSAGES.after);
    const long = await list(`q=${'x'.repeat(101)}`);
    assert.equal(long.status, 400);
    assert.equal(long.body.message, TENANT_LIST_MESSAGES.search);
  });
});
