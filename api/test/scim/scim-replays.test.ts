import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import { cardPath, type ScimMethod, scimClient, scimToken, tenantIds } from '../helpers/scim';

// Request sequences as Okta and Microsoft Entra ID send them (fixtures/*.json), replayed in
// order against one tenant; each step's status, reply and the person's public card checked.

interface Step {
  name: string;
  method: ScimMethod;
  path: string;
  body?: unknown;
  status: number;
  /** Saves the reply's id under this name, for `{{name}}` in later steps. */
  save?: string;
  expect?: unknown;
  absent?: string[];
  card?: { user: string; status: number; contains?: string };
}

/** `expected` is in `actual`: objects by their keys, arrays entry by entry and of one length. */
function assertContains(actual: unknown, expected: unknown, where: string): void {
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), `${where} is a list`);
    assert.equal(actual.length, expected.length, `${where} has ${expected.length} entries`);
    for (const [i, entry] of expected.entries()) assertContains(actual[i], entry, `${where}[${i}]`);
  } else if (expected !== null && typeof expected === 'object') {
    assert.ok(actual !== null && typeof actual === 'object', `${where} is an object`);
    for (const [key, value] of Object.entries(expected)) {
      assertContains((actual as Record<string, unknown>)[key], value, `${where}.${key}`);
    }
  } else assert.equal(actual, expected, where);
}

const valueAt = (object: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], object);

async function replay(t: TestApp, tenantId: string, fixture: string, tokenName: string) {
  const { steps } = JSON.parse(
    await readFile(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8'),
  ) as { steps: Step[] };
  const scim = scimClient(t.app, (await scimToken(t.app, tenantId, tokenName)).token);
  const ids = new Map<string, string>();
  const cards = new Map<string, string>();
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => ids.get(name)!);
  for (const step of steps) {
    const body = step.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(step.body)));
    const response = await scim(step.method, fill(step.path), body);
    assert.equal(response.statusCode, step.status, `${step.name}: ${response.body}`);
    const reply = response.body ? response.json() : null;
    if (step.save) {
      ids.set(step.save, (reply as { id: string }).id);
      if (step.path === '/Users') cards.set(step.save, await cardPath(t.app, ids.get(step.save)!));
    }
    if (step.expect)
      assertContains(reply, JSON.parse(fill(JSON.stringify(step.expect))), step.name);
    for (const path of step.absent ?? [])
      assert.equal(valueAt(reply, path), undefined, `${step.name}: ${path}`);
    if (step.card) {
      const card = await t.app.inject({ url: cards.get(step.card.user)! });
      assert.equal(card.statusCode, step.card.status, `${step.name}: the card`);
      if (step.card.contains)
        assert.ok(
          card.body.includes(step.card.contains),
          `${step.name}: the card shows ${step.card.contains}`,
        );
    }
  }
  return ids;
}

describe('recorded directory request sequences, replayed', () => {
  let t: TestApp;
  let tenantId: string;
  before(async () => {
    t = await build();
    tenantId = (await tenantIds(t.app)).get('acme-corporation')!;
  });
  after(() => t.close());

  test('Okta: create, PUT of the whole user, deactivate (card 410), reactivate, group push', async () => {
    const ids = await replay(t, tenantId, 'okta-sequence.json', 'Okta');
    const { rows } = await t.app.systemDb.query<{ action: string; actor: string }>(
      `SELECT DISTINCT action, actor FROM audit_log WHERE actor = 'Okta' ORDER BY action`,
    );
    assert.deepEqual(
      rows.map((row) => row.action),
      [
        'end_user.create',
        'end_user.deactivate',
        'end_user.update',
        'scim_group.create',
        'scim_group.delete',
        'scim_group.update',
      ],
    );
    assert.ok(ids.get('dade'));
  });

  test('Entra ID: create with the extension, PATCH quirks, "False" deactivates (card 410), groups, delete', async () => {
    const ids = await replay(t, tenantId, 'entra-sequence.json', 'Entra ID');
    const { rows } = await t.app.systemDb.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE actor = 'Entra ID' AND action = 'end_user.deactivate'",
    );
    assert.equal(rows[0]!.n, 1);
    assert.ok(ids.get('megan'));
  });
});
