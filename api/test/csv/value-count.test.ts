import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { valueCountMismatch } from '../../src/csv/value-count';

describe('valueCountMismatch', () => {
  const required = [0, 1, 2];

  test('a row with more values than the header never lines up, even empty ones', () => {
    assert.deepEqual(valueCountMismatch(['a', 'b', 'c', 'd', 'e'], 4, required), {
      found: 5,
      expected: 4,
    });
    assert.deepEqual(valueCountMismatch(['a', 'b', 'c', ''], 3, required), {
      found: 4,
      expected: 3,
    });
  });

  test('a shorter row lines up unless a required column is among the missing ones', () => {
    assert.equal(valueCountMismatch(['a', 'b', 'c'], 6, required), null);
    assert.deepEqual(valueCountMismatch(['a', 'b'], 6, required), { found: 2, expected: 6 });
    assert.deepEqual(valueCountMismatch(['a', 'b', 'c'], 6, [0, 4]), { found: 3, expected: 6 });
    assert.equal(valueCountMismatch(['a', 'b', 'c', 'd'], 4, required), null);
  });
});
