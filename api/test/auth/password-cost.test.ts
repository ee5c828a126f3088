import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, describe, test } from 'node:test';
import {
  hashPassword,
  needsRehash,
  PRODUCTION_PASSWORD_COST,
  passwordCost,
  setPasswordCost,
  verifyPassword,
} from '../../src/auth/passwords';
import { TEST_PASSWORD_COST } from '../helpers/quick-passwords';

describe('the password cost', () => {
  const before = passwordCost();
  after(() => setPasswordCost(before));

  test('a hash is made at the cost set, and one above it is refused as not made by this code', async () => {
    setPasswordCost(PRODUCTION_PASSWORD_COST);
    const strong = await hashPassword('correct horse');
    setPasswordCost(TEST_PASSWORD_COST);
    const quick = await hashPassword('correct horse');
    assert.match(quick, /^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    assert.equal(await verifyPassword('correct horse', quick), true);
    assert.equal(await verifyPassword('correct horse', strong), false);
    setPasswordCost(PRODUCTION_PASSWORD_COST);
    assert.equal(
      await verifyPassword('correct horse', quick),
      true,
      'a weaker hash still verifies',
    );
    assert.equal(needsRehash(quick), true, 'and is replaced at the next sign-in');
    assert.equal(needsRehash(strong), false);
  });

  test('the API itself hashes at the production cost: only the test run lowers it', () => {
    const printed = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { passwordCost } = await import('./src/auth/passwords.ts'); console.log(JSON.stringify(passwordCost()));",
      ],
      { cwd: new URL('../..', import.meta.url), encoding: 'utf8' },
    );
    assert.deepEqual(JSON.parse(printed), { N: 2 ** 17, r: 8, p: 1 });
  });
});
