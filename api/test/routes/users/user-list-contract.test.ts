import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  END_USER_LIST_PIECES,
  endUserSchema,
  type FirstUsers,
  readEndUserList,
} from '@bizcard/shared/schemas';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { build, type TestApp } from '../../helpers/build';
import { createTenant, usersUrl } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Plain users beyond the first piece, so that the list takes more than one line.
const PLAIN_USERS = END_USER_LIST_PIECES.first + 30;

/** Every field of the registry filled, as a form sends it. */
const fullUser = {
  first_name: 'Zoë',
  last_name: 'O\'Brien "Quotes" \\ Backslash',
  email: 'zoe.full@example.com',
  role: 'Manager',
  pronouns: 'she/her',
  phone_work: '+1 (212) 555-0100',
  phone_direct: '+1 212 555 0101 ext. 12',
  phone_cell: '+44 20 7946 0958',
  title: 'Head of Émigré Relations\ttabbed',
  company: 'Ünïcode & Co. 株式会社',
  department: 'Sales',
  accreditations: 'MBA, CPA',
  website: 'https://www.example.com/zoë',
  linkedin: 'https://www.linkedin.com/in/zoe',
  facebook: 'https://facebook.com/zoe',
  instagram: 'https://instagram.com/zoe',
  x_twitter: 'https://x.com/zoe',
  youtube: 'https://youtube.com/@zoe',
  reddit: 'https://reddit.com/u/zoe',
  addresses: [
    { type: 'home', street: '12 Elm Street\nFlat 3', city: 'Springfield', zipCode: '62701' },
    { type: 'office', street: '400 Market Street', city: 'Springfield', country: 'USA' },
  ],
  active: false,
};

describe(`the streamed users list on ${database}: each row as shared's reader reads it`, () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build({ config: { publicAppUrl: 'https://cards.example.com' } });
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Contract Co');
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: usersUrl(tenant), payload, headers: { cookie } });
    const full = await post(fullUser);
    assert.equal(full.statusCode, 201, full.body);
    // Only required fields; then one with a photo of their own, and one who has registered.
    for (const name of ['Min', 'Pia', 'Reg']) {
      const created = await post({ first_name: name, last_name: 'Least', email: `${name}@x.io` });
      assert.equal(created.statusCode, 201, created.body);
    }
    const { rows } = await t.app.systemDb.query<{ id: string; first_name: string }>(
      'SELECT id, first_name FROM end_users WHERE tenant_id = $1',
      [tenant],
    );
    const idOf = (name: string) => rows.find((row) => row.first_name === name)!.id;
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0032a0' },
    })
      .png()
      .toBuffer();
    form.append('photo', new Blob([new Uint8Array(png)]), 'me.png');
    const photo = await t.app.inject({
      method: 'POST',
      url: `${usersUrl(tenant)}/${idOf('Pia')}/photo`,
      payload: form,
      headers: { cookie },
    });
    assert.equal(photo.statusCode, 200, photo.body);
    await t.app.systemDb.query('UPDATE end_users SET registered_at = now() WHERE id = $1', [
      idOf('Reg'),
    ]);
    await t.app.systemDb.query(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email)
       SELECT $1, 'Plain', 'Person' || i, 'plain' || i || '@contract.example'
       FROM generate_series(1, $2) AS i`,
      [tenant, PLAIN_USERS],
    );
  });
  after(() => t.close());

  const total = PLAIN_USERS + 4;

  test('every streamed user parses with endUserSchema, unchanged', async () => {
    const response = await t.app.inject({ url: usersUrl(tenant), headers: { cookie } });
    assert.equal(response.statusCode, 200);
    const first: FirstUsers[] = [];
    const users = await readEndUserList(new Response(response.body), (early) => first.push(early));
    assert.equal(users.length, total);
    assert.equal(first[0]?.total, total);
    assert.equal(first[0]?.users.length, END_USER_LIST_PIECES.first);
    for (const user of users) {
      const parsed = z.safeParse(endUserSchema, user);
      assert.deepEqual(parsed.error?.issues, undefined, `${user.email}`);
      assert.deepEqual(parsed.data, user);
    }
  });

  test('the rows carry what was written: every field, the photo, registration', async () => {
    const response = await t.app.inject({ url: usersUrl(tenant), headers: { cookie } });
    const users = await readEndUserList(new Response(response.body));
    const byEmail = new Map(users.map((user) => [user.email, user]));
    const full = byEmail.get('zoe.full@example.com')!;
    assert.equal(full.last_name, fullUser.last_name);
    assert.equal(full.title, fullUser.title);
    assert.equal(full.active, false);
    assert.equal(full.addresses[0]?.street, '12 Elm Street\nFlat 3');
    assert.equal(full.addresses.length, 2);
    assert.match(String(byEmail.get('pia@x.io')?.photo_url), /^https:\/\/cards\.example\.com\/c\//);
    assert.equal(byEmail.get('reg@x.io')?.registered, true);
    assert.equal(byEmail.get('min@x.io')?.registered, false);
  });

  test('one user, as GET answers it, parses with the same schema', async () => {
    const response = await t.app.inject({ url: usersUrl(tenant), headers: { cookie } });
    const [someone] = await readEndUserList(new Response(response.body));
    const one = await t.app.inject({
      url: `${usersUrl(tenant)}/${someone!.id}`,
      headers: { cookie },
    });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(z.parse(endUserSchema, one.json()), someone);
  });
});
