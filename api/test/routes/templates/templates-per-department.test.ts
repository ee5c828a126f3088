import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  PersonTemplateReply,
  TemplateRulesReply,
  TemplateSummary,
} from '@bizcard/shared/model';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../../helpers/build';
import { countingDatabase, type StatementCount } from '../../helpers/counting-database';
import { CLIENT, SUPER, signInAdmin, USER } from '../../helpers/session';
import {
  setDepartment as departmentOf,
  templateListUrl as listUrl,
  type Person,
  personTemplateUrl as personUrl,
  personWhere,
  templateRulesUrl as rulesUrl,
  templateCalls,
} from '../../helpers/template-choices';
import { saveForm, templateForm } from '../../helpers/templates';

describe('templates per department (decision 056)', () => {
  let t: TestApp;
  let statements: StatementCount;
  let superCookie: string;
  let calls: ReturnType<typeof templateCalls>;
  let me: Person;
  let other: Person;

  const person = (where: string, params: unknown[]) => personWhere(t.app, where, params);
  const send: ReturnType<typeof templateCalls>['send'] = (...args) => calls.send(...args);
  const templates = (tenantId = me.tenant_id) => calls.templates(tenantId);
  const designed = (name: string, tenantId = me.tenant_id): Promise<TemplateSummary> =>
    calls.designed(tenantId, name);
  const titleOf = (page: LightMyRequestResponse) => /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
  const card = (who: Person = me) => t.app.inject({ url: `/c/${who.card_slug}` });
  const setRules = (rules: object[], tenantId = me.tenant_id) => calls.setRules(tenantId, rules);
  const setDepartment = (who: Person, department: string | null) =>
    departmentOf(t.app, who, department);

  before(async () => {
    t = await build({
      wrapDatabase: (database) => {
        const counting = countingDatabase(database);
        statements = counting.statements;
        return counting.database;
      },
    });
    superCookie = await signInAdmin(t.app, SUPER);
    calls = templateCalls(t.app, superCookie);
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
