import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkPassword, hashPassword, verifyPassword } from '../../src/auth/passwords';
import { useProductionPasswordCost } from '../helpers/production-password-cost';

// This file checks the production password cost (scrypt N=2^17) itself.
useProductionPasswordCost();

describe('passwords', () => {
  test('a hash verifies its password only, and two hashes of one password differ', async () => {
    const hash = await hashPassword('correct horse');
    assert.match(hash, /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    assert.equal(await verifyPassword('correct horse', hash), true);
    assert.equal(await verifyPassword('correct horsE', hash), false);
    assert.notEqual(await hashPassword('correct horse'), hash);
  });

  test('a missing hash never verifies and a malformed one is refused', async () => {
    assert.equal(await checkPassword('anything', null), false);
    assert.equal(await verifyPassword('anything', 'md5$abc'), false);
  });
});
