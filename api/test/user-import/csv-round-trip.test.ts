import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EndUser, EndUserListResponse } from '@bizcard/shared/model';
import fc from 'fast-check';
import { protectCell, unprotectCell } from '../../src/csv/csv-write';
import { build, type TestApp } from '../helpers/build';
import { createTenant, exportUrl, uploadCsv, usersUrl } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

// Characters that break naive CSV writers and readers, spreadsheet formula starts and unicode.
const TRICKY = [',', '"', "'", '\n', '\r', '\r\n', '\t', ' ', '=', '+', '-', '@', ';', '\\'];
const UNICODE = ['é', 'ß', '中文', 'Ж', '😀', '\u00a0', '‮', 'ﬁ'];
const char = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 1 }) },
);
const text = (maxLength: number) =>
  fc.array(char, { maxLength }).map((chars) => chars.join('').slice(0, maxLength));
const optionalText = (maxLength: number) => fc.option(text(maxLength), { nil: null });
const url = fc
  .array(fc.constantFrom('a', 'Z', '9', ',', "'", '"', '=', '%', '?', '&', '#', ';', 'é'), {
    maxLength: 20,
  })
  .map((chars) => `https://example.com/${chars.join('')}`);
const address = fc.record({
  type: text(20),
  street: text(60),
  city: text(30),
  state: text(20),
  zipCode: text(20),
  country: text(20),
});

// Numbers are stored as E.164 (decision 034), so only that form comes back as uploaded (how
// other forms are read is phones.test.ts's); it keeps spreadsheet traps: a leading + and, in
// an extension, a semicolon.
const phone = fc.option(
  fc.constantFrom(
    '+12125550100;ext=7',
    '+19175550102',
    '+12125550199',
    '+442079460958',
    '+49301234567',
  ),
  { nil: null },
);

const userFields = fc.record({
  first_name: text(30).map((value) => `N${value}`),
  last_name: text(30).map((value) => `${value}L`),
  role: fc.constantFrom('User', 'Admin', 'Manager'),
  pronouns: optionalText(20),
  phone_work: phone,
  phone_direct: phone,
  phone_cell: phone,
  title: optionalText(60),
  company: optionalText(60),
  department: optionalText(60),
  accreditations: optionalText(60),
  website: fc.option(url, { nil: null }),
  linkedin: fc.option(url, { nil: null }),
  facebook: fc.option(url, { nil: null }),
  instagram: fc.option(url, { nil: null }),
  x_twitter: fc.option(url, { nil: null }),
  youtube: fc.option(url, { nil: null }),
  reddit: fc.option(url, { nil: null }),
  addresses: fc.array(address, { maxLength: 4 }),
});

const withoutIdentity = ({ id, tenant_id, embedded_url, qr_code, ...rest }: EndUser) => {
  void [id, tenant_id, embedded_url, qr_code];
  const { created_at, updated_at, ...fields } = rest;
  void [created_at, updated_at];
  return fields;
};

describe('CSV export → upload round trip', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const list = async (tenant: string) =>
    (await t.app.inject({ url: usersUrl(tenant), headers: { cookie } })).json<EndUserListResponse>()
      .users;

  test('the formula quote comes off exactly as it went on', () => {
    fc.assert(
      fc.property(text(12), (value) => {
        assert.equal(unprotectCell(protectCell(value)), value);
        assert.doesNotMatch(protectCell(value), /^[=+\-@\t\r]/);
      }),
      { numRuns: 2000 },
    );
  });

  test('an uploaded file exported and uploaded again counts every user unchanged', async () => {
    const tenant = await createTenant(t.app, 'Re-upload');
    const rows = Array.from({ length: 30 }, (_, i) => `Ann${i},Lee,ann${i}@example.com,manager`);
    const first = await uploadCsv(
      t.app,
      tenant,
      `first_name,last_name,email,role\n${rows.join('\n')}`,
      {
        cookie,
      },
    );
    assert.equal(first.json().created, 30, first.body);
    const stored = await list(tenant);
    const exported = (await t.app.inject({ url: exportUrl(tenant), headers: { cookie } })).body;
    const again = await uploadCsv(t.app, tenant, exported, { cookie });
    assert.deepEqual(again.json(), {
      message: 'CSV uploaded successfully! 0 users created, 0 users updated. 30 unchanged.',
      created: 0,
      updated: 0,
      unchanged: 30,
    });
    assert.deepEqual(await list(tenant), stored);
  });

  test('any users exported and uploaded again come back unchanged', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(userFields, { minLength: 1, maxLength: 4 }), async (people) => {
        run += 1;
        const source = await createTenant(t.app, `Source ${run}`);
        const target = await createTenant(t.app, `Target ${run}`);
        for (const [i, person] of people.entries()) {
          const payload = { ...person, email: `person${i}@example.com` };
          const response = await t.app.inject({
            method: 'POST',
            url: usersUrl(source),
            payload,
            headers: { cookie },
          });
          assert.equal(response.statusCode, 201, response.body);
        }
        const stored = await list(source);
        const csv = (await t.app.inject({ url: exportUrl(source), headers: { cookie } })).body;

        const same = await uploadCsv(t.app, source, csv, { cookie });
        assert.equal(same.statusCode, 200, same.body);
        assert.deepEqual(same.json(), {
          message: `CSV uploaded successfully! 0 users created, 0 users updated. ${people.length} unchanged.`,
          created: 0,
          updated: 0,
          unchanged: people.length,
        });
        assert.deepEqual(await list(source), stored);

        const copy = await uploadCsv(t.app, target, csv, { cookie });
        assert.equal(copy.json().created, people.length, copy.body);
        const byEmail = (users: EndUser[]) =>
          users.map(withoutIdentity).sort((a, b) => a.email.localeCompare(b.email));
        assert.deepEqual(byEmail(await list(target)), byEmail(stored));
      }),
      { numRuns: 25 },
    );
  });
});
