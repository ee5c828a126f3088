import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConcurrencyLimit } from '../src/concurrency-limit';

/** A task that runs until `finish()` is called. */
function heldTask() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => finished };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  test('runs two tasks at once, starts the waiting ones in order, refuses beyond the queue', async () => {
    const limit = new ConcurrencyLimit(2, 2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map(() => heldTask());
    const runs = tasks.map((held, index) =>
      limit.run(
        async () => {
          started.push(index);
          await held.task();
          return index;
        },
        () => new Error('busy'),
      ),
    );
    await assert.rejects(
      limit.run(
        async () => 'fifth',
        () => new Error('busy'),
      ),
      /busy/,
    );
    await tick();
    assert.deepEqual(started, [0, 1]);

    tasks[1]!.finish();
    await tick();
    assert.deepEqual(started, [0, 1, 2]);
    tasks[0]!.finish();
    await tick();
    assert.deepEqual(started, [0, 1, 2, 3]);
    for (const held of tasks) held.finish();
    assert.deepEqual(await Promise.all(runs), [0, 1, 2, 3]);
  });

  test('a task that fails frees its place', async () => {
    const limit = new ConcurrencyLimit(1, 0);
    const refusal = () => new Error('busy');
    await assert.rejects(
      limit.run(async () => {
        throw new Error('broken');
      }, refusal),
      /broken/,
    );
    assert.equal(await limit.run(async () => 'next', refusal), 'next');
  });
});
