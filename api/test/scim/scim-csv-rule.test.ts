import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import { createTenant, uploadCsv, uploadResult } from '../helpers/end-users';
import { ENTERPRISE, type ScimClient, scimClient, scimToken, scimUser } from '../helpers/scim';
import { SUPER, signInAdmin } from '../helpers/session';

// Decision 054: a CSV re-upload does not fight the directory. For a SCIM-managed person the
// columns their directory provisions keep the directory's values; the rest still import, and
// the upload says how many such people it met.

describe('a CSV re-upload of SCIM-managed people', () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  let scim: ScimClient;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Directory Rule');
    scim = scimClient(t.app, (await scimToken(t.app, tenant, 'Okta')).token);
  });
  after(() => t.close());

  const person = async (email: string) =>
    (
      await t.app.systemDb.query<Record<string, unknown>>(
        `SELECT first_name, title, department, active, linkedin, pronouns FROM end_users
         WHERE tenant_id = $1 AND email = $2`,
        [tenant, email],
      )
    ).rows[0];

  test("keeps the directory's fields, imports the others, and reports the people it met", async () => {
    const created = await scim(
      'POST',
      '/Users',
      scimUser('sam@directory.example', {
        title: 'Director',
        [ENTERPRISE]: { department: 'Operations' },
      }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const csv = [
      'first_name,last_name,email,title,department,active,linkedin,pronouns',
      'Samuel,Smith,sam@directory.example,Intern,Nowhere,false,https://www.linkedin.com/in/sam,they/them',
      'Ann,Lee,ann@directory.example,Chef,Kitchen,true,,',
    ].join('\n');
    const response = await uploadCsv(t.app, tenant, `${csv}\n`, { cookie });
    assert.equal(response.statusCode, 200, response.body);
    const result = uploadResult(response);
    assert.equal(result.created, 1);
    assert.equal(result.updated, 1);
    assert.equal(result.directory_managed, 1);
    assert.match(result.message, /1 managed by your directory \(SCIM\)/);
    assert.deepEqual(await person('sam@directory.example'), {
      first_name: 'Ada',
      title: 'Director',
      department: 'Operations',
      active: true,
      linkedin: 'https://www.linkedin.com/in/sam',
      pronouns: 'they/them',
    });
    assert.deepEqual(await person('ann@directory.example'), {
      first_name: 'Ann',
      title: 'Chef',
      department: 'Kitchen',
      active: true,
      linkedin: null,
      pronouns: null,
    });
    const { rows } = await t.app.systemDb.query<{ message: string }>(
      "SELECT message FROM audit_log WHERE tenant_id = $1 AND action = 'end_user.import'",
      [tenant],
    );
    assert.match(rows[0]!.message, /1 managed by your directory/);
  });

  test('a person the directory never wrote is updated by the file as before', async () => {
    await uploadCsv(
      t.app,
      tenant,
      'first_name,last_name,email,title\nBo,Park,bo@directory.example,Cook\n',
      { cookie },
    );
    const again = await uploadCsv(
      t.app,
      tenant,
      'first_name,last_name,email,title\nBo,Park,bo@directory.example,Chef\n',
      { cookie },
    );
    const result = uploadResult(again);
    assert.equal(result.updated, 1);
    assert.equal(result.directory_managed, undefined);
    assert.equal((await person('bo@directory.example'))?.title, 'Chef');
  });
});
