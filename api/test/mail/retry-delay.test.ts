import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { retryDelayMs } from '../../src/mail/retry-delay';

const schedule = { baseMs: 30_000, maxMs: 3_600_000 };

test('retry waits double from the base with equal jitter and never pass the cap', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      (attempts, random) => {
        const ceiling = Math.min(schedule.maxMs, schedule.baseMs * 2 ** Math.min(attempts - 1, 30));
        const delay = retryDelayMs(attempts, schedule, () => random);
        assert.ok(delay >= ceiling / 2 - 1 && delay <= ceiling, `${attempts}: ${delay}`);
        assert.ok(delay <= schedule.maxMs);
      },
    ),
  );
});

test('the default schedule waits 15-30 s, 30-60 s, 1-2 min … and at most an hour', () => {
  const low = (attempts: number) => retryDelayMs(attempts, schedule, () => 0);
  const high = (attempts: number) => retryDelayMs(attempts, schedule, () => 1);
  assert.deepEqual([low(1), high(1)], [15_000, 30_000]);
  assert.deepEqual([low(2), high(2)], [30_000, 60_000]);
  assert.deepEqual([low(3), high(3)], [60_000, 120_000]);
  assert.deepEqual([low(20), high(20)], [1_800_000, 3_600_000]);
});
