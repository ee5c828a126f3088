import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type SamlIdp, startSamlIdp } from '../../../../scripts/saml-dev-idp/idp.mjs';
import { SSO_PROVIDER_DOWN } from '../../../src/routes/auth/messages';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { saveProvider } from '../../helpers/oauth-providers';
import { SUPER, signInAdmin } from '../../helpers/session';

describe('SAML metadata on a private address (SSO_ALLOW_PRIVATE_ISSUERS off)', () => {
  let t: TestApp;
  let idp: SamlIdp;
  let tenantId: string;

  before(async () => {
    idp = await startSamlIdp();
    t = await build({ config: { ssoAllowPrivateIssuers: false } });
    tenantId = await tenantIdOf(t.app, 'Initech');
    const cookie = await signInAdmin(t.app, SUPER);
    const saved = await saveProvider(t.app, cookie, tenantId, {
      provider_name: 'saml',
      display_name: 'Initech SAML',
      provider_url: idp.metadataUrl,
    });
    assert.equal(saved.statusCode, 201, saved.body);
  });
  after(async () => {
    await t.close();
    await idp.close();
  });

  test('the start answers 502 and the metadata on loopback is never fetched', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { tenant_id: tenantId, audience: 'self' },
    });
    assert.equal(response.statusCode, 502);
    assert.equal(response.json().message, SSO_PROVIDER_DOWN);
    assert.deepEqual(idp.requests, []);
  });
});
