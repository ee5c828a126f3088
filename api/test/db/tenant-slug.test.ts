import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tenantSlug, tidyTenantName, withRandomSuffix } from '../../src/db/tenant-slug';

describe('tenantSlug', () => {
  test('lowercases and turns runs of other characters into one dash', () => {
    assert.equal(tenantSlug('Acme Corporation'), 'acme-corporation');
    assert.equal(tenantSlug('  AT&T  Labs, Inc. '), 'at-t-labs-inc');
  });

  test('spells names of any script in ASCII', () => {
    assert.equal(tenantSlug('QA1 北京'), 'qa1-beijing');
    assert.equal(tenantSlug('QA1 東京'), 'qa1-dongjing');
    assert.equal(tenantSlug('Zürich Straße'), 'zurich-strasse');
    assert.equal(tenantSlug('Москва'), 'moskva');
    assert.equal(tenantSlug('서울'), 'seoul');
  });

  test('is empty when nothing readable is left', () => {
    assert.equal(tenantSlug('!!!'), '');
    assert.equal(tenantSlug('   '), '');
  });

  test('stays short', () => {
    assert.ok(tenantSlug('Very long name '.repeat(20)).length <= 48);
    assert.doesNotMatch(tenantSlug(`${'a'.repeat(47)} b`), /-$/);
  });
});

describe('withRandomSuffix', () => {
  test('adds five random lowercase letters or digits, and names an empty slug', () => {
    assert.match(withRandomSuffix('acme'), /^acme-[a-z2-9]{5}$/);
    assert.match(withRandomSuffix(''), /^tenant-[a-z2-9]{5}$/);
    assert.notEqual(withRandomSuffix('acme'), withRandomSuffix('acme'));
  });
});

describe('tidyTenantName', () => {
  test('trims, collapses spaces of any kind and composes accents', () => {
    assert.equal(tidyTenantName('  Acme \u00a0\t Corp  '), 'Acme Corp');
    assert.equal(tidyTenantName('Zu\u0308rich'), 'Z\u00fcrich');
  });
});
