import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  PersonTemplateReply,
  SelfServeUserInfo,
  TemplateRulesReply,
  TemplateSummary,
} from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../../helpers/build';
import { countingDatabase, type StatementCount } from '../../helpers/counting-database';
import { usersUrl } from '../../helpers/end-users';
import { CLIENT, SUPER, signInAdmin, signInEndUser, USER } from '../../helpers/session';
import { saveForm, templateForm, templateUrl } from '../../helpers/templates';

interface Person {
  id: string;
  tenant_id: string;
  card_slug: string;
  email: string;
}

const listUrl = (tenantId: string) => `${templateUrl(tenantId)}/list`;
const rulesUrl = (tenantId: string) => `${templateUrl(tenantId)}/rules`;
const personUrl = (tenantId: string, userId: string) => `${templateUrl(tenantId)}/people/${userId}`;

describe('templates per department, with field locks (decision 056)', () => {
  let t: TestApp;
  let statements: StatementCount;
  let superCookie: string;
  let me: Person;
  let other: Person;

  const person = async (where: string, params: unknown[]) =>
    (
      await t.app.systemDb.query<Person>(
        `SELECT id, tenant_id, card_slug, email FROM end_users WHERE ${where} LIMIT 1`,
        params,
      )
    ).rows[0]!;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = superCookie,
  ) => t.app.inject({ method, url, payload, headers: { cookie } });
  const templates = async (tenantId = me.tenant_id) =>
    (await send('GET', listUrl(tenantId))).json<{ templates: TemplateSummary[] }>().templates;
  /** A template named `name` whose card page title is `name` too. */
  async function designed(name: string, tenantId = me.tenant_id): Promise<TemplateSummary> {
    const made = await send('POST', listUrl(tenantId), { name });
    assert.equal(made.statusCode, 201, made.body);
    const template = made.json<{ template: TemplateSummary }>().template;
    const form = templateForm(tenantId, { pageTitle: name, templateId: template.id });
    const saved = await saveForm(t.app, superCookie, form);
    assert.equal(saved.statusCode, 200, saved.body);
    return template;
  }
  const titleOf = (page: LightMyRequestResponse) => /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
  const card = (who: Person = me) => t.app.inject({ url: `/c/${who.card_slug}` });
  const setRules = (rules: object[], tenantId = me.tenant_id) =>
    send('PUT', rulesUrl(tenantId), { rules });
  const setDepartment = (who: Person, department: string | null) =>
    t.app.systemDb.query('UPDATE end_users SET department = $2 WHERE id = $1', [
      who.id,
      department,
    ]);

  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const counting = countingDatabase(database);
        statements = counting.statements;
        return counting.database;
      },
    });
    superCookie = await signInAdmin(t.app, SUPER);
    me = await person('email = $1', [USER.email]);
    other = await person('tenant_id = $1 AND id <> $2', [me.tenant_id, me.id]);
    const saved = await saveForm(
      t.app,
      superCookie,
      templateForm(me.tenant_id, { pageTitle: 'House Style' }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
  });
  after(() => t.close());

  test("the tenant's existing template is its default one, and cards keep using it", async () => {
    const list = await templates();
    assert.deepEqual(
      list.map(({ name, is_default, locked_fields }) => ({ name, is_default, locked_fields })),
      [{ name: 'Default', is_default: true, locked_fields: [] }],
    );
    assert.match(titleOf(await card()) ?? '', /House Style$/);
  });

  test('a person gets the template of the first rule that matches, else the default', async () => {
    const sales = await designed('Sales');
    const emea = await designed('Sales EMEA');
    await setDepartment(me, '  sales ');
    await setDepartment(other, 'Finance');
    assert.equal(
      (
        await setRules([
          { template_id: sales.id, department: 'Sales' },
          { template_id: emea.id, department: 'SALES' },
        ])
      ).statusCode,
      200,
    );
    assert.match(titleOf(await card()) ?? '', /· Sales$/);
    assert.match(titleOf(await card(other)) ?? '', /House Style$/);
    await setRules([
      { template_id: emea.id, department: 'Sales' },
      { template_id: sales.id, department: 'Sales' },
    ]);
    assert.match(titleOf(await card()) ?? '', /· Sales EMEA$/);
    const rules = (await send('GET', rulesUrl(me.tenant_id))).json<TemplateRulesReply>();
    assert.deepEqual(
      rules.rules.map((rule) => rule.template_id),
      [emea.id, sales.id],
    );
    assert.ok(rules.departments.includes('Finance'));
  });

  test('a template chosen by hand wins over the rules; its deletion falls back to them', async () => {
    const own = await designed('Just Me');
    const chose = await send('PUT', personUrl(me.tenant_id, me.id), { template_id: own.id });
    assert.equal(chose.statusCode, 200, chose.body);
    assert.deepEqual(chose.json<PersonTemplateReply>(), {
      success: true,
      template_id: own.id,
      used: { id: own.id, name: 'Just Me' },
    });
    assert.match(titleOf(await card()) ?? '', /· Just Me$/);
    assert.equal((await send('DELETE', `${listUrl(me.tenant_id)}/${own.id}`)).statusCode, 200);
    const after = (await send('GET', personUrl(me.tenant_id, me.id))).json<PersonTemplateReply>();
    assert.equal(after.template_id, null);
    assert.equal(after.used?.name, 'Sales EMEA');
    assert.match(titleOf(await card()) ?? '', /· Sales EMEA$/);
  });

  test('a directory group rule matches its members', async () => {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      `INSERT INTO scim_groups (tenant_id, display_name) VALUES ($1, 'Field Team') RETURNING id`,
      [me.tenant_id],
    );
    const group = rows[0]!.id;
    const field = await designed('Field');
    await setRules([{ template_id: field.id, group_id: group }]);
    assert.match(titleOf(await card(other)) ?? '', /House Style$/);
    await t.app.systemDb.query(
      'INSERT INTO scim_group_members (group_id, end_user_id, tenant_id) VALUES ($1, $2, $3)',
      [group, other.id, me.tenant_id],
    );
    assert.match(titleOf(await card(other)) ?? '', /· Field$/);
    const rules = (await send('GET', rulesUrl(me.tenant_id))).json<TemplateRulesReply>();
    assert.deepEqual(rules.groups, [{ id: group, name: 'Field Team' }]);
    await setRules([]);
  });

  test('the cached card page shows a new rule, choice or default at the very next visit', async () => {
    await setRules([]);
    await setDepartment(me, 'Sales');
    /** The card page as memory serves it: no statement reaches the database. */
    const cached = async () => {
      await card();
      statements.reset();
      const page = await card();
      assert.equal(statements.count, 0, 'served from memory');
      return page;
    };
    assert.match(titleOf(await cached()) ?? '', /House Style$/);
    const sales = (await templates()).find((template) => template.name === 'Sales')!;
    await setRules([{ template_id: sales.id, department: 'Sales' }]);
    assert.match(titleOf(await card()) ?? '', /· Sales$/);
    await cached();
    await setRules([]);
    assert.match(titleOf(await card()) ?? '', /House Style$/);
    await cached();
    assert.equal(
      (await send('PUT', personUrl(me.tenant_id, me.id), { template_id: sales.id })).statusCode,
      200,
    );
    assert.match(titleOf(await card()) ?? '', /· Sales$/);
    await send('PUT', personUrl(me.tenant_id, me.id), { template_id: null });
    await cached();
    await send('PATCH', `${listUrl(me.tenant_id)}/${sales.id}`, { is_default: true });
    assert.match(titleOf(await card()) ?? '', /· Sales$/);
    const old = (await templates()).find((template) => template.name === 'Default')!;
    assert.equal(
      (await send('PATCH', `${listUrl(me.tenant_id)}/${old.id}`, { is_default: true })).statusCode,
      200,
    );
    assert.match(titleOf(await card()) ?? '', /House Style$/);
  });

  test('duplicate, rename, names unique without regard to case, and the default is never deleted', async () => {
    const source = (await templates()).find((template) => template.name === 'Sales')!;
    await send('PATCH', `${listUrl(me.tenant_id)}/${source.id}`, { locked_fields: ['phone_cell'] });
    const copy = await send('POST', listUrl(me.tenant_id), {
      name: 'Sales copy',
      copy_of: source.id,
    });
    assert.equal(copy.statusCode, 201, copy.body);
    const made = copy.json<{ template: TemplateSummary }>().template;
    assert.deepEqual(made.locked_fields, ['phone_cell']);
    const renamed = await send('PATCH', `${listUrl(me.tenant_id)}/${made.id}`, {
      name: 'Partners',
    });
    assert.equal(renamed.json<{ template: TemplateSummary }>().template.name, 'Partners');
    const taken = await send('POST', listUrl(me.tenant_id), { name: 'partners' });
    assert.deepEqual(
      [taken.statusCode, taken.json()],
      [409, { message: 'A template with this name already exists' }],
    );
    const fallback = (await templates()).find((template) => template.is_default)!;
    const refused = await send('DELETE', `${listUrl(me.tenant_id)}/${fallback.id}`);
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [409, { message: 'The default template cannot be deleted' }],
    );
    const badLock = await send('PATCH', `${listUrl(me.tenant_id)}/${made.id}`, {
      locked_fields: ['email'],
    });
    assert.deepEqual(
      [badLock.statusCode, badLock.json()],
      [400, { message: 'Only fields end users can change may be locked' }],
    );
    const elsewhere = await send('PUT', rulesUrl(me.tenant_id), {
      rules: [{ template_id: '00000000-0000-4000-8000-000000000000', department: 'Sales' }],
    });
    assert.equal(elsewhere.statusCode, 404);
  });

  test('a tenant that never saved a template gets its built-in design stored as the default', async () => {
    const tenant = (
      await t.app.systemDb.query<{ id: string }>(
        `SELECT id FROM tenants t WHERE NOT EXISTS (SELECT 1 FROM card_templates c WHERE c.tenant_id = t.id) LIMIT 1`,
      )
    ).rows[0]!.id;
    await designed('Second', tenant);
    assert.deepEqual(
      (await templates(tenant)).map((template) => [template.name, template.is_default]),
      [
        ['Default', true],
        ['Second', false],
      ],
    );
  });

  describe('field locks on the self-serve page', () => {
    let userCookie: string;
    const info = () =>
      t.app.inject({ url: '/api/self-serve/user-info', headers: { cookie: userCookie } });
    const saveOwn = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/self-serve/user-info',
        payload: body,
        headers: { cookie: userCookie },
      });

    before(async () => {
      userCookie = await signInEndUser(t.app);
      const locked = (await templates()).find((template) => template.name === 'Sales')!;
      await send('PATCH', `${listUrl(me.tenant_id)}/${locked.id}`, {
        locked_fields: ['phone_cell', 'addresses'],
      });
      await setRules([{ template_id: locked.id, department: 'Sales' }]);
      await setDepartment(me, 'Sales');
      await t.app.systemDb.query(
        "UPDATE end_users SET phone_cell = '+12125550111', addresses = '[]' WHERE id = $1",
        [me.id],
      );
    });

    test("the profile names the person's locked fields", async () => {
      const own = (await info()).json<SelfServeUserInfo>();
      assert.deepEqual(own.locked_fields, ['phone_cell', 'addresses']);
    });

    test('a change to a locked field is refused with 403 and nothing is written', async () => {
      const own = (await info()).json<SelfServeUserInfo>();
      const refused = await saveOwn({ ...own, phoneCell: '+1 212 555 0123', title: 'Changed' });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), {
        message: 'Cell phone is managed by your company and cannot be changed here',
      });
      const address = {
        type: 'Work',
        street: '1 Main St',
        city: 'Springfield',
        state: '',
        zipCode: '',
        country: '',
      };
      const moved = await saveOwn({ ...own, addresses: [address] });
      assert.equal(moved.statusCode, 403);
      const { rows } = await t.app.systemDb.query<{ phone_cell: string; title: string | null }>(
        'SELECT phone_cell, title FROM end_users WHERE id = $1',
        [me.id],
      );
      assert.equal(rows[0]!.phone_cell, '+12125550111');
      assert.notEqual(rows[0]!.title, 'Changed');
    });

    test('the locked value sent back as shown, with other fields changed, is saved', async () => {
      const own = (await info()).json<SelfServeUserInfo>();
      const saved = await saveOwn({ ...own, title: 'Account Lead' });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json<{ user: SelfServeUserInfo }>().user.title, 'Account Lead');
    });

    test('admins still write a locked field', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${usersUrl(me.tenant_id)}/${me.id}`,
        payload: {
          first_name: 'Demo',
          last_name: 'User',
          email: me.email,
          phone_cell: '+1 212 555 0188',
          department: 'Sales',
        },
        headers: { cookie: superCookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((await info()).json<SelfServeUserInfo>().phoneCell, '+1 212 555 0188');
    });

    test('a locked field cannot be hidden from the card, and shows there even if hidden before', async () => {
      const own = { cookie: userCookie };
      const listed = await t.app.inject({ url: '/api/self-serve/card-fields', headers: own });
      const cell = listed
        .json<{ fields: { field: string; can_hide: boolean }[] }>()
        .fields.find((field) => field.field === 'phone_cell');
      assert.equal(cell?.can_hide, false);
      const hide = await t.app.inject({
        method: 'PATCH',
        url: '/api/self-serve/card-fields',
        payload: { field: 'phone_cell', shown: false },
        headers: own,
      });
      assert.deepEqual(
        [hide.statusCode, hide.json()],
        [403, { message: 'Cell phone is managed by your company and cannot be changed here' }],
      );
      await t.app.systemDb.query(
        "UPDATE end_users SET hidden_card_fields = ARRAY['phone_cell'] WHERE id = $1",
        [me.id],
      );
      assert.match((await card()).body, /555.?0188/);
      await t.app.systemDb.query("UPDATE end_users SET hidden_card_fields = '{}' WHERE id = $1", [
        me.id,
      ]);
    });

    test('a person whose template locks nothing may change every field', async () => {
      await setDepartment(me, 'Finance');
      const own = (await info()).json<SelfServeUserInfo>();
      assert.deepEqual(own.locked_fields, []);
      assert.equal((await saveOwn({ ...own, phoneCell: '+1 212 555 0177' })).statusCode, 200);
    });
  });

  test('client admins read the names and choose by hand in their tenant only; designing is for super admins', async () => {
    const acme = await person('tenant_id = (SELECT id FROM tenants WHERE tenant_name = $1)', [
      'acme-corporation',
    ]);
    const client = await signInAdmin(t.app, CLIENT);
    assert.equal((await send('GET', listUrl(acme.tenant_id), undefined, client)).statusCode, 200);
    assert.equal((await send('GET', listUrl(me.tenant_id), undefined, client)).statusCode, 403);
    assert.equal(
      (await send('POST', listUrl(acme.tenant_id), { name: 'Mine' }, client)).statusCode,
      403,
    );
    assert.equal((await send('GET', rulesUrl(acme.tenant_id), undefined, client)).statusCode, 403);
    const chose = await send(
      'PUT',
      personUrl(acme.tenant_id, acme.id),
      { template_id: null },
      client,
    );
    assert.equal(chose.statusCode, 200, chose.body);
    const foreign = (await templates()).find((template) => template.name === 'Sales')!;
    const crossed = await send(
      'PUT',
      personUrl(acme.tenant_id, acme.id),
      { template_id: foreign.id },
      client,
    );
    assert.equal(crossed.statusCode, 404);
  });

  test('every change is one audit entry in its tenant', async () => {
    const { rows } = await t.app.systemDb.query<{ action: string; n: number }>(
      `SELECT action, count(*)::int AS n FROM audit_log
        WHERE tenant_id = $1 AND action LIKE 'template.%' GROUP BY action ORDER BY action`,
      [me.tenant_id],
    );
    const actions = new Map(rows.map((row) => [row.action, row.n]));
    for (const action of [
      'template.create',
      'template.update',
      'template.delete',
      'template.rules',
      'template.assign',
    ])
      assert.ok((actions.get(action) ?? 0) > 0, action);
  });
});
