import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  makeSigningKey,
  readAuthnRequest,
  type SamlIdp,
  type SamlResponseOptions,
  samlResponse,
  startSamlIdp,
} from '../../../../scripts/saml-dev-idp/idp.mjs';
import { build, type TestApp } from '../../helpers/build';
import { saveProvider } from '../../helpers/oauth-providers';
import { cookieHeader, SUPER, signInAdmin } from '../../helpers/session';

const ADMIN_EMAIL = 'nina.kowalski@initech.example.com';
const PERSON_EMAIL = 'peter.gibbons@initech.example.com';
const PEOPLE = {
  [PERSON_EMAIL]: {
    firstName: 'Peter',
    lastName: 'Gibbons',
    title: 'Software Engineer',
    mobilePhone: '+1 512 555 0147',
    department: 'Engineering',
  },
};

describe('single sign-on through a tenant SAML 2.0 identity provider', () => {
  let t: TestApp;
  let idp: SamlIdp;
  let initechId: string;
  let acsUrl: string;
  let spEntityId: string;

  const failureOf = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    assert.equal(response.statusCode, 303);
    const location = new URL(String(response.headers.location), 'http://localhost:8080');
    assert.equal(location.pathname, '/sso/failed');
    return Object.fromEntries(location.searchParams);
  };

  /** The start's redirect to the IdP, and the AuthnRequest it carries. */
  async function start(body: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: body,
    });
    assert.equal(response.statusCode, 200, response.body);
    const redirectUrl: string = response.json().redirect_url;
    return { redirectUrl, request: readAuthnRequest(redirectUrl) };
  }

  /** An answer to `requestId` as the IdP would sign it, bent by `changes`. */
  const answer = (requestId: string, email: string, changes: Partial<SamlResponseOptions> = {}) =>
    samlResponse({
      key: idp.key,
      issuer: idp.entityId,
      inResponseTo: requestId,
      acsUrl,
      audience: spEntityId,
      email,
      attributes: PEOPLE[email as keyof typeof PEOPLE] ?? {},
      ...changes,
    });

  /** What the IdP's page posts to our ACS, from the browser (another origin). */
  const post = (SAMLResponse: string, tenantId = initechId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/saml/${tenantId}/acs`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: idp.url,
      },
      payload: new URLSearchParams({ SAMLResponse, RelayState: '' }).toString(),
    });

  const countUsers = async () =>
    (
      await t.app.systemDb.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM end_users WHERE tenant_id = $1',
        [initechId],
      )
    ).rows[0]!.n;

  before(async () => {
    idp = await startSamlIdp({ people: PEOPLE });
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_name = 'initech'",
    );
    initechId = rows[0]!.id;
    acsUrl = `http://localhost:8080/api/auth/saml/${initechId}/acs`;
    spEntityId = `http://localhost:8080/api/auth/saml/${initechId}/metadata`;
    await t.app.systemDb.query(
      `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id)
       VALUES ('Nina', 'Kowalski', $1, 'clientAdmin', $2)`,
      [ADMIN_EMAIL, initechId],
    );
    const cookie = await signInAdmin(t.app, SUPER);
    const saved = await saveProvider(t.app, cookie, initechId, {
      provider_name: 'saml',
      display_name: 'Initech SAML',
      provider_url: idp.metadataUrl,
      field_mappings: {
        firstName: 'first_name',
        lastName: 'last_name',
        title: 'title',
        mobilePhone: 'phone_cell',
        department: 'department',
      },
    });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.equal(saved.json().data.redirect_uri, acsUrl);
  });
  after(async () => {
    await t.close();
    await idp.close();
  });

  test('the tenant serves its service provider metadata: entity ID and ACS', async () => {
    const response = await t.app.inject({ url: `/api/auth/saml/${initechId}/metadata` });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/samlmetadata\+xml/);
    assert.match(response.body, new RegExp(`entityID="${spEntityId}"`));
    assert.match(response.body, new RegExp(`Location="${acsUrl}"`));
    assert.match(response.body, /WantAssertionsSigned="true"/);
    const unknown = await t.app.inject({
      url: '/api/auth/saml/00000000-0000-4000-8000-000000000000/metadata',
    });
    assert.equal(unknown.statusCode, 404);
  });

  test('an end user signs in, is made just in time, and the attributes map onto the card', async () => {
    const before = await countUsers();
    const { redirectUrl, request } = await start({ email: PERSON_EMAIL, audience: 'self' });
    assert.ok(redirectUrl.startsWith(`${idp.ssoUrl}?SAMLRequest=`));
    assert.equal(request.acsUrl, acsUrl);
    assert.equal(request.issuer, spEntityId);
    const response = await post(answer(request.id, PERSON_EMAIL));
    assert.equal(response.statusCode, 303, response.body);
    assert.equal(response.headers.location, '/self-serve/card');
    assert.equal(await countUsers(), before + 1);
    const card = await t.app.inject({
      url: '/api/self-serve/card',
      headers: { cookie: cookieHeader(response) },
    });
    assert.equal(card.statusCode, 200, card.body);
    const { rows } = await t.app.systemDb.query<Record<string, string>>(
      `SELECT first_name, last_name, title, phone_cell, department, stytch_member_id
       FROM end_users WHERE tenant_id = $1 AND email = $2`,
      [initechId, PERSON_EMAIL],
    );
    assert.deepEqual(rows[0], {
      first_name: 'Peter',
      last_name: 'Gibbons',
      title: 'Software Engineer',
      phone_cell: '+15125550147',
      department: 'Engineering',
      stytch_member_id: PERSON_EMAIL,
    });
  });

  test('a client admin of the tenant signs in to the console; nobody else does', async () => {
    const { request } = await start({ email: ADMIN_EMAIL, audience: 'admin' });
    const response = await post(answer(request.id, ADMIN_EMAIL));
    assert.equal(response.headers.location, '/tenants');
    const me = await t.app.inject({
      url: '/api/management/admin-users/me',
      headers: { cookie: cookieHeader(response) },
    });
    assert.equal(me.json().email, ADMIN_EMAIL);

    const stranger = await start({ tenant_id: initechId, audience: 'admin' });
    const refused = await post(answer(stranger.request.id, 'someone.else@initech.example.com'));
    assert.deepEqual(failureOf(refused), { reason: 'not_admin', audience: 'admin' });
  });

  test('an unsigned assertion is refused and signs nobody in', async () => {
    const before = await countUsers();
    const { request } = await start({ tenant_id: initechId, audience: 'self' });
    const response = await post(
      answer(request.id, 'unsigned@initech.example.com', { signed: false }),
    );
    assert.equal(failureOf(response).reason, 'saml_unsigned');
    assert.equal(
      response.cookies.find((cookie) => cookie.name === 'sid'),
      undefined,
    );
    assert.equal(await countUsers(), before);
  });

  test('an assertion signed by another key is refused as unsigned', async () => {
    const { request } = await start({ tenant_id: initechId, audience: 'self' });
    const forged = answer(request.id, PERSON_EMAIL, { key: makeSigningKey('Mallory') });
    assert.equal(failureOf(await post(forged)).reason, 'saml_unsigned');
  });

  test('an assertion for another audience, or another recipient, is refused', async () => {
    const first = await start({ tenant_id: initechId, audience: 'self' });
    const other = answer(first.request.id, PERSON_EMAIL, {
      audience: 'https://another-service.example/saml',
    });
    assert.equal(failureOf(await post(other)).reason, 'saml_audience');
    const second = await start({ tenant_id: initechId, audience: 'self' });
    const elsewhere = answer(second.request.id, PERSON_EMAIL, {
      recipient: 'https://another-service.example/acs',
    });
    assert.equal(failureOf(await post(elsewhere)).reason, 'saml_audience');
  });

  test('an expired assertion, or one not yet valid, is refused', async () => {
    const { request } = await start({ tenant_id: initechId, audience: 'self' });
    const hourAgo = Date.now() - 3600_000;
    const expired = answer(request.id, PERSON_EMAIL, {
      now: hourAgo,
      notBefore: hourAgo - 60_000,
      notOnOrAfter: hourAgo + 5 * 60_000,
    });
    assert.equal(failureOf(await post(expired)).reason, 'saml_expired');
    const later = await start({ tenant_id: initechId, audience: 'self' });
    const early = answer(later.request.id, PERSON_EMAIL, {
      notBefore: Date.now() + 3600_000,
      notOnOrAfter: Date.now() + 7200_000,
    });
    assert.equal(failureOf(await post(early)).reason, 'saml_expired');
  });

  test('a replayed assertion is refused, even though it was valid the first time', async () => {
    const { request } = await start({ tenant_id: initechId, audience: 'self' });
    const once = answer(request.id, PERSON_EMAIL);
    assert.equal((await post(once)).headers.location, '/self-serve/card');
    const again = await post(once);
    assert.equal(failureOf(again).reason, 'saml_replayed');
    const { rows } = await t.app.systemDb.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saml_assertions WHERE tenant_id = $1',
      [initechId],
    );
    assert.ok(rows[0]!.n >= 1, 'the used assertion is kept in the database');
  });

  test('an answer to a request this service did not make, or to none, is refused', async () => {
    await start({ tenant_id: initechId, audience: 'self' });
    const unknown = answer('_not-a-request-of-ours', PERSON_EMAIL);
    assert.equal(failureOf(await post(unknown)).reason, 'saml_request');
    const unsolicited = answer('', PERSON_EMAIL, { inResponseTo: undefined });
    assert.equal(failureOf(await post(unsolicited)).reason, 'saml_request');
  });

  test('a tenant without SAML ends as not configured', async () => {
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_name = 'globex'",
    );
    const response = await post(answer('_x', PERSON_EMAIL), rows[0]!.id);
    assert.equal(failureOf(response).reason, 'not_configured');
  });

  test('a pasted metadata document is checked when saved', async () => {
    const cookie = await signInAdmin(t.app, SUPER);
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM tenants WHERE tenant_name = 'globex'",
    );
    const body = { provider_name: 'saml', display_name: 'Globex SAML' };
    const none = await saveProvider(t.app, cookie, rows[0]!.id, body);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'IdP metadata URL or IdP metadata XML is required');
    const broken = await saveProvider(t.app, cookie, rows[0]!.id, {
      ...body,
      saml_metadata_xml: '<html>not metadata</html>',
    });
    assert.equal(broken.statusCode, 400);
    assert.match(broken.json().message, /not a SAML 2.0 EntityDescriptor/);
    const badCert = await saveProvider(t.app, cookie, rows[0]!.id, {
      ...body,
      saml_metadata_xml: idp.metadata,
      saml_idp_cert: 'not a certificate',
    });
    assert.equal(badCert.json().message, 'IdP signing certificate is not an X.509 certificate');
    const good = await saveProvider(t.app, cookie, rows[0]!.id, {
      ...body,
      saml_metadata_xml: idp.metadata,
      saml_idp_cert: idp.key.certPem,
    });
    assert.equal(good.statusCode, 201, good.body);
    assert.equal(good.json().data.saml_idp_cert, idp.key.certPem.trim());
  });
});
