import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ADDRESS_FIELDS,
  END_USER_FIELDS,
  type EndUser,
  type EndUserFieldSpec,
} from '@bizcard/shared/model';
import Papa from 'papaparse';
import { unprotectCell } from '../../../src/csv/csv-write';
import { WRITE_COLUMNS } from '../../../src/routes/users/user-columns';
import { build, type TestApp } from '../../helpers/build';
import {
  createTenant,
  exportUrl,
  uploadCsv,
  uploadResult,
  usersUrl,
} from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';

// Every test here is written against the field registry alone: a field added to the registry
// but not to the table, the writes or the CSV fails one of them.

/** The columns of end_users that hold no registry field. */
const OWN_COLUMNS = [
  'id',
  'tenant_id',
  'card_slug',
  'stytch_member_id',
  'password_hash',
  'registered_at',
  'created_at',
  'updated_at',
  'list_json',
  // The user's own photo: uploaded on its own route, not a field (migration 012).
  'photo',
  // What the directory set at the last single sign-on, for 'Your card' (migration 013).
  'directory_fields',
  'directory_synced_at',
  'directory_provider_id',
  // The fields the person keeps off their card (migration 035, decision 058).
  'hidden_card_fields',
  // The directory's identity of a SCIM-provisioned person (migration 031, decision 054).
  'scim_user_name',
  'scim_external_id',
  'scim_managed_at',
  'scim_manager_id',
  // Its userName lower-cased, so that its unique index serves lookups under the policies
  // (migration 049, decision 071).
  'scim_user_name_key',
];

const ADDRESS: Record<string, string> = Object.fromEntries(
  ADDRESS_FIELDS.map(({ key }) => [key, key === 'type' ? 'office' : `${key} 1`]),
);

/** A valid value of a field, made from its declaration. */
function sampleValue(field: EndUserFieldSpec): unknown {
  if (field.input === 'addresses') return [ADDRESS];
  if (field.input === 'email') return 'every.field@example.com';
  if (field.input === 'url') return `https://example.com/${field.wire}`;
  if (field.input === 'choice') return 'Manager';
  // The stored form (E.164, decision 034), which reads back as written.
  if (field.input === 'tel') return '+12125550100';
  if (field.input === 'switch') return false;
  return `${field.label} value`.slice(0, field.max);
}

const SAMPLE = Object.fromEntries(END_USER_FIELDS.map((f) => [f.wire, sampleValue(f)]));
const TEXT = END_USER_FIELDS.filter((field) => field.input !== 'addresses');
const csvHeaderOf = (field: EndUserFieldSpec) => field.csv ?? field.wire;
const addressGroup = (n: number) => ADDRESS_FIELDS.map(({ key }) => `address${n}_${key}`);

const parseCsv = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('the end-user field registry against the database, the writes and the CSV', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  test('end_users has a column of the right type for every field, and only its own besides', async () => {
    const { rows } = await t.app.systemDb.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'end_users'`,
    );
    const types = new Map(rows.map((row) => [row.column_name, row.data_type]));
    const fieldColumns = [...types.keys()].filter((name) => !OWN_COLUMNS.includes(name));
    assert.deepEqual(fieldColumns.sort(), END_USER_FIELDS.map((field) => field.wire).sort());
    for (const field of END_USER_FIELDS) {
      const type = { addresses: 'jsonb', switch: 'boolean' }[field.input as string] ?? 'text';
      assert.equal(types.get(field.wire), type, field.wire);
    }
  });

  test("the API's write columns are the registry's wire names, in its order", () => {
    assert.deepEqual(
      WRITE_COLUMNS,
      END_USER_FIELDS.map((field) => field.wire),
    );
  });

  test('a user created with every field reads back with each of them', async () => {
    const tenant = await createTenant(t.app, 'Every Field Inc');
    const created = await t.app.inject({
      method: 'POST',
      url: usersUrl(tenant),
      payload: SAMPLE,
      headers: { cookie },
    });
    assert.equal(created.statusCode, 201);
    const read = await t.app.inject({
      url: `${usersUrl(tenant)}/${created.json<EndUser>().id}`,
      headers: { cookie },
    });
    assert.deepEqual(
      Object.fromEntries(END_USER_FIELDS.map((f) => [f.wire, read.json()[f.wire]])),
      SAMPLE,
    );
  });

  test("an over-long value is refused with the field's label and limit", async () => {
    const tenant = await createTenant(t.app, 'Long Values Inc');
    for (const field of TEXT.filter((f): f is typeof f & { max: number } => 'max' in f)) {
      const long =
        field.input === 'url' ? `https://${'x'.repeat(field.max)}` : 'x'.repeat(field.max + 1);
      const response = await t.app.inject({
        method: 'POST',
        url: usersUrl(tenant),
        payload: { ...SAMPLE, [field.wire]: long },
        headers: { cookie },
      });
      assert.equal(response.statusCode, 400, field.wire);
      assert.deepEqual(response.json(), {
        message: `${field.label} must be at most ${field.max} characters`,
      });
    }
  });

  test("the CSV template's header is the fields' CSV headers, then two address groups", async () => {
    const tenant = await createTenant(t.app, 'Template Inc');
    const response = await t.app.inject({
      url: `${usersUrl(tenant)}/csv/csv-template`,
      headers: { cookie },
    });
    assert.deepEqual(parseCsv(response.body)[0], [
      ...TEXT.map(csvHeaderOf),
      ...addressGroup(1),
      ...addressGroup(2),
    ]);
  });

  test('a CSV upload writes every field and the export gives each back', async () => {
    const tenant = await createTenant(t.app, 'Csv Every Field Inc');
    const header = [...TEXT.map(csvHeaderOf), ...addressGroup(1)];
    const row = [
      ...TEXT.map((f) => String(SAMPLE[f.wire])),
      ...ADDRESS_FIELDS.map(({ key }) => ADDRESS[key]!),
    ];
    const upload = await uploadCsv(t.app, tenant, Papa.unparse([header, row]), { cookie });
    assert.equal(upload.statusCode, 200, upload.body);
    assert.equal(uploadResult(upload).created, 1);

    const exported = await t.app.inject({ url: exportUrl(tenant), headers: { cookie } });
    const [exportHeader, exportRow] = parseCsv(exported.body);
    const cells = Object.fromEntries(exportHeader!.map((name, i) => [name, exportRow![i]]));
    // The export quotes cells a spreadsheet would run as formulas ('+1 …'); an upload unquotes.
    for (const [i, name] of header.entries()) {
      assert.equal(unprotectCell(cells[name] ?? ''), row[i], name);
    }
  });
});
