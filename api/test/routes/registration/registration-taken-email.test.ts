import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REGISTRATION_MESSAGES, type RegistrationLinkResponse } from '@bizcard/shared/model';
import { REFUSED_ADDRESSES_PER_HOUR } from '../../../src/routes/registration/refused-addresses';
import { build, type TestApp } from '../../helpers/build';
import { SUPER, signInAdmin } from '../../helpers/session';

const INFO = '/api/registration/self-serve/user-info';

describe('registration with an address another person of the tenant has', () => {
  let t: TestApp;
  let admin: string;
  let globexId: string;
  let counter = 0;

  const newPerson = async (registered = false) => {
    counter += 1;
    const { rows } = await t.app.systemDb.query<{ id: string; email: string }>(
      `INSERT INTO end_users (tenant_id, first_name, last_name, email, registered_at)
       VALUES ($1, 'Tara', 'Taken', $2, $3) RETURNING id, email`,
      [globexId, `tara-${counter}@example.com`, registered ? new Date().toISOString() : null],
    );
    return rows[0]!;
  };
  const linkOf = async (userId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/management/users/${globexId}/${userId}/registration-link`,
      payload: {},
      headers: { cookie: admin },
    });
    const url = new URL(response.json<RegistrationLinkResponse>().url);
    return {
      token: url.searchParams.get('token')!,
      tenant_id: globexId,
      user_id: userId,
    };
  };
  const register = (link: Record<string, string>, email: string) =>
    t.app.inject({ method: 'PUT', url: INFO, payload: { ...link, email } });

  before(async () => {
    t = await build();
    admin = await signInAdmin(t.app, SUPER);
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_type = 'user_managed' LIMIT 1",
    );
    globexId = rows[0]!.id;
  });
  after(() => t.close());

  test('is refused with a message that neither names the address nor says anyone has it, and the link still works', async () => {
    const other = await newPerson(true);
    const link = await linkOf((await newPerson()).id);
    const refused = await register(link, other.email);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: REGISTRATION_MESSAGES.emailUnavailable });
    assert.doesNotMatch(refused.body, /exist|already|tara-|user with/i);
    assert.equal((await register(link, 'tara.own@example.com')).statusCode, 200);
  });

  test('answers the same status and body whether the other person has registered or not, and whatever the case of the letters', async () => {
    const link = await linkOf((await newPerson()).id);
    const registered = await newPerson(true);
    const unregistered = await newPerson(false);
    const answers = [];
    for (const email of [registered.email, unregistered.email, unregistered.email.toUpperCase()]) {
      const response = await register(link, email);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    const expected = { status: 409, body: { message: REGISTRATION_MESSAGES.emailUnavailable } };
    assert.deepEqual(answers, [expected, expected, expected]);
  });

  test('after 5 refused addresses in an hour every attempt with the link waits, a free address too, and an hour later it registers', async () => {
    const person = await newPerson();
    const link = await linkOf(person.id);
    const taken = await newPerson(true);
    for (let attempt = 1; attempt <= REFUSED_ADDRESSES_PER_HOUR; attempt += 1) {
      assert.equal((await register(link, taken.email)).statusCode, 409);
    }
    for (const email of [taken.email, 'tara.free@example.com']) {
      const waiting = await register(link, email);
      assert.equal(waiting.statusCode, 429);
      assert.deepEqual(waiting.json(), {
        message: REGISTRATION_MESSAGES.tooManyRefusedAddresses,
      });
      assert.ok(Number(waiting.headers['retry-after']) > 0);
    }
    t.clock.advance(60 * 60 * 1000 + 1000);
    assert.equal((await register(link, 'tara.free@example.com')).statusCode, 200);
  });
});
