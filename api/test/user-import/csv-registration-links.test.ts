import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUserListResponse } from '@bizcard/shared/model';
import Papa from 'papaparse';
import { build, type TestApp } from '../helpers/build';
import { createTenant, exportUrl, uploadCsv, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

const INFO = '/api/registration/self-serve/user-info';

const rowsOf = (body: string) => Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;

describe('registration links in the CSV export (decision 016)', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  /** A user-managed tenant with three people, the second of whom has registered. */
  const userManagedTenant = async (name: string) => {
    const tenant = await createTenant(t.app, name);
    await t.app.systemDb.query("UPDATE tenants SET tenant_type = 'user_managed' WHERE id = $1", [
      tenant,
    ]);
    const { rows } = await t.app.systemDb.query<{ id: string; email: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, registered_at)
       VALUES ($1, 'Ann', 'One', 'ann@example.com', NULL),
              ($1, 'Bob', 'Two', 'bob@example.com', now()),
              ($1, 'Cy', 'Three', 'cy@example.com', NULL)
       RETURNING id, email`,
      [tenant],
    );
    return { tenant, ids: new Map(rows.map((row) => [row.email, row.id])) };
  };
  const exported = async (tenant: string) => {
    const response = await t.app.inject({ url: exportUrl(tenant), headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.body;
  };
  const prefill = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ url: `${INFO}${url.search}` });
  };

  test('a user-managed export carries one working link per unregistered user, none for registered ones', async () => {
    const { tenant, ids } = await userManagedTenant('Mail Merge');
    const [header, ...rows] = rowsOf(await exported(tenant));
    assert.equal(header!.at(-1), 'registration_link');
    const linkOf = new Map(rows.map((row) => [row[2]!, row.at(-1)!]));
    assert.equal(linkOf.get('bob@example.com'), '');
    for (const email of ['ann@example.com', 'cy@example.com']) {
      const link = new URL(linkOf.get(email)!);
      assert.equal(link.pathname, '/self-serve/register');
      assert.equal(link.searchParams.get('tenant_id'), tenant);
      assert.equal(link.searchParams.get('user_id'), ids.get(email));
      assert.equal((await prefill(link.toString())).statusCode, 200, email);
    }
  });

  test('exporting again leaves the links of the earlier export working', async () => {
    const { tenant } = await userManagedTenant('Mail Merge Twice');
    const first = rowsOf(await exported(tenant)).slice(1);
    const second = rowsOf(await exported(tenant)).slice(1);
    const links = [...first, ...second].map((row) => row.at(-1)!).filter(Boolean);
    assert.equal(new Set(links).size, 4);
    for (const link of links) assert.equal((await prefill(link)).statusCode, 200);
  });

  test('other kinds of tenant get no registration_link column', async () => {
    const tenant = await createTenant(t.app, 'Organization Managed');
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       VALUES ($1, 'Dee', 'Four', 'dee@example.com')`,
      [tenant],
    );
    const [header, row] = rowsOf(await exported(tenant));
    assert.ok(!header!.includes('registration_link'));
    assert.equal(row!.length, header!.length);
  });

  test('uploading the export back ignores the link column and changes nothing', async () => {
    const { tenant } = await userManagedTenant('Mail Merge Upload');
    const list = async () =>
      (
        await t.app.inject({ url: usersUrl(tenant), headers: { cookie } })
      ).json<EndUserListResponse>().users;
    const before = await list();
    const upload = await uploadCsv(t.app, tenant, await exported(tenant), { cookie });
    assert.equal(upload.statusCode, 200, upload.body);
    const { created, updated, unchanged } = upload.json<Record<string, number>>();
    assert.deepEqual({ created, updated, unchanged }, { created: 0, updated: 0, unchanged: 3 });
    assert.deepEqual(await list(), before);
  });
});
