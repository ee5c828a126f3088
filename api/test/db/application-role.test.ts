import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applicationRole,
  defaultApplicationRole,
  urlApplicationRole,
} from '../../src/db/application-role';

describe('the application role of an installation', () => {
  test('is named after the database unless DATABASE_APP_ROLE names it', () => {
    assert.equal(defaultApplicationRole('bizcard'), 'bizcard_bizcard_app');
    assert.equal(urlApplicationRole('postgres://owner@db.example.com/crm'), 'bizcard_crm_app');
    assert.equal(urlApplicationRole('postgres://owner@db.example.com'), 'bizcard_owner_app');
    assert.equal(
      urlApplicationRole('postgres://owner@db.example.com/crm', 'crm_requests'),
      'crm_requests',
    );
  });

  test('gives two databases whose names read alike two roles, each a plain name of 63 at most', () => {
    const dashed = defaultApplicationRole('Bizcard-EU');
    const underscored = defaultApplicationRole('bizcard_eu');
    assert.notEqual(dashed, underscored);
    assert.match(dashed, /^bizcard_bizcard_eu_[0-9a-f]{6}_app$/);
    const long = defaultApplicationRole('x'.repeat(60));
    assert.ok(long.length <= 63, long);
    assert.notEqual(long, defaultApplicationRole('x'.repeat(61)));
  });

  test('refuses a DATABASE_APP_ROLE that is not a plain role name', () => {
    assert.throws(
      () => applicationRole('app; DROP TABLE tenants', 'bizcard'),
      /^Error: DATABASE_APP_ROLE must be a role name of lower-case letters, digits and underscores, at most 63 \(got "app; DROP TABLE tenants"\)\.$/,
    );
  });
});
