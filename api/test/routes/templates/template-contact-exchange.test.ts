import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin, USER } from '../../helpers/session';
import { saveForm, templateForm, templateOf, templateUrl } from '../../helpers/templates';

const FORM_TITLE = '<h2>Share your details</h2>';

describe("the template's 'Share your details' switch, saved from the designer", () => {
  let t: TestApp;
  let cookie: string;
  let tenantId: string;
  let slug: string;

  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    const { rows } = await t.app.systemDb.query<{ tenant_id: string; card_slug: string }>(
      'SELECT tenant_id, card_slug FROM end_users WHERE email = $1',
      [USER.email],
    );
    tenantId = rows[0]!.tenant_id;
    slug = rows[0]!.card_slug;
  });
  after(() => t.close());

  const save = async (overrides: Record<string, unknown>) => {
    const response = await saveForm(t.app, cookie, templateForm(tenantId, overrides));
    assert.equal(response.statusCode, 200, response.body);
    return templateOf(response);
  };
  const page = async () => (await t.app.inject({ url: `/c/${slug}` })).body;

  test('saved off, the template reads back off and the card page has no form', async () => {
    assert.equal((await save({ contactExchange: 'false' })).contactExchange, false);
    const loaded = await t.app.inject({ url: templateUrl(tenantId), headers: { cookie } });
    assert.equal(templateOf(loaded).contactExchange, false);
    const html = await page();
    assert.ok(!html.includes(FORM_TITLE) && !html.includes(`/c/${slug}/contact"`), 'no form');
  });

  test('saved on again, the card page shows the form', async () => {
    await save({ contactExchange: 'false' });
    assert.equal((await save({ contactExchange: 'true' })).contactExchange, true);
    assert.ok((await page()).includes(FORM_TITLE));
  });

  test('a save that does not send it (an older designer) leaves the form on', async () => {
    await save({ contactExchange: 'false' });
    assert.equal((await save({})).contactExchange, true);
    assert.ok((await page()).includes(FORM_TITLE));
  });

  test('a value other than true or false is refused with a message', async () => {
    const response = await saveForm(
      t.app,
      cookie,
      templateForm(tenantId, { contactExchange: 'maybe' }),
    );
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json<{ message: string }>().message,
      "'Share your details' must be on or off (true or false)",
    );
  });
});
