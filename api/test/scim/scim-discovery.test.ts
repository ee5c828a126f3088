import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAPPABLE_FIELDS } from '@bizcard/shared/model';
import { SCIM_TEXT_ATTRIBUTES } from '../../src/scim/scim-user-fields';
import { build, type TestApp } from '../helpers/build';
import { type ScimClient, scimClient, scimToken, tenantIds } from '../helpers/scim';

interface Attribute {
  name: string;
  description: string;
  subAttributes?: Attribute[];
}

describe('SCIM discovery', () => {
  let t: TestApp;
  let scim: ScimClient;
  before(async () => {
    t = await build();
    const tenantId = (await tenantIds(t.app)).get('acme-corporation')!;
    scim = scimClient(t.app, (await scimToken(t.app, tenantId, 'Discovery')).token);
  });
  after(() => t.close());

  test('ServiceProviderConfig offers PATCH and filters, no bulk, sort, etag or password change', async () => {
    const config = (await scim('GET', '/ServiceProviderConfig')).json();
    assert.equal(config.patch.supported, true);
    assert.deepEqual(config.filter, { supported: true, maxResults: 200 });
    for (const feature of ['bulk', 'sort', 'etag', 'changePassword']) {
      assert.equal(config[feature].supported, false, feature);
    }
    assert.equal(config.authenticationSchemes[0].type, 'oauthbearertoken');
  });

  test('ResourceTypes name User with the enterprise extension, and Group', async () => {
    const types = (await scim('GET', '/ResourceTypes')).json<{
      Resources: Array<{ id: string; endpoint: string }>;
    }>();
    assert.deepEqual(
      types.Resources.map((type) => [type.id, type.endpoint]),
      [
        ['User', '/Users'],
        ['Group', '/Groups'],
      ],
    );
    assert.equal((await scim('GET', '/ResourceTypes/User')).statusCode, 200);
    assert.equal((await scim('GET', '/ResourceTypes/Nope')).statusCode, 404);
  });

  test("Schemas say which card field each mapped attribute fills, by the registry's labels", async () => {
    const schemas = (await scim('GET', '/Schemas')).json<{
      Resources: Array<{ id: string; attributes: Attribute[] }>;
    }>();
    const text = JSON.stringify(schemas);
    for (const spec of SCIM_TEXT_ATTRIBUTES) {
      const label = MAPPABLE_FIELDS.find((field) => field.wire === spec.field)!.label;
      assert.ok(text.includes(`Card field '${label}'`), label);
    }
    const user = schemas.Resources.find(
      (schema) => schema.id === 'urn:ietf:params:scim:schemas:core:2.0:User',
    )!;
    const userName = user.attributes.find((attribute) => attribute.name === 'userName')!;
    assert.match(JSON.stringify(userName), /"uniqueness":"server"/);
    const one = await scim(
      'GET',
      '/Schemas/urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    );
    assert.equal(one.statusCode, 200);
    assert.deepEqual(
      one.json<{ attributes: Attribute[] }>().attributes.map((attribute) => attribute.name),
      ['organization', 'department', 'manager'],
    );
  });

  test('an unknown SCIM path answers a SCIM 404', async () => {
    const response = await scim('GET', '/Bulk');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<{ status: string }>().status, '404');
  });
});
