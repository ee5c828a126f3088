import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tenantSlug } from '../../src/db/tenant-slug';

describe('tenantSlug', () => {
  test('lowercases and turns runs of other characters into one dash', () => {
    assert.equal(tenantSlug('Acme Corporation'), 'acme-corporation');
    assert.equal(tenantSlug('  AT&T  Labs, Inc. '), 'at-t-labs-inc');
    assert.equal(tenantSlug('!!!'), 'tenant');
  });
});
