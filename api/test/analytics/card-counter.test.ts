import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CardCounter, type CardCountRow } from '../../src/analytics/card-counter';

const silentLog = { error: () => {}, warn: () => {} };

function recordingCounter(options: { failWrites?: number; maxPending?: number } = {}) {
  const written: CardCountRow[][] = [];
  let failures = options.failWrites ?? 0;
  const counter = new CardCounter({
    log: silentLog,
    maxPending: options.maxPending,
    write: async (rows) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database away');
      }
      written.push(rows);
    },
  });
  return { counter, written };
}

describe('card counter', () => {
  test('adds the events of one card and day into one row: a scan is a view too', async () => {
    const { counter, written } = recordingCounter();
    counter.count('card-1', '2025-01-01', 'view');
    counter.count('card-1', '2025-01-01', 'scan');
    counter.count('card-1', '2025-01-01', 'save');
    counter.count('card-1', '2025-01-02', 'view');
    await counter.flush();
    assert.deepEqual(written, [
      [
        { endUserId: 'card-1', day: '2025-01-01', views: 2, saves: 1, scans: 1 },
        { endUserId: 'card-1', day: '2025-01-02', views: 1, saves: 0, scans: 0 },
      ],
    ]);
    assert.equal(counter.pendingSize, 0);
  });

  test('writes nothing when nothing was counted', async () => {
    const { counter, written } = recordingCounter();
    await counter.flush();
    assert.deepEqual(written, []);
  });

  test('keeps the counts of a failed write and adds them to the next one', async () => {
    const { counter, written } = recordingCounter({ failWrites: 1 });
    counter.count('card-1', '2025-01-01', 'view');
    await counter.flush();
    assert.deepEqual(written, []);
    counter.count('card-1', '2025-01-01', 'view');
    await counter.flush();
    assert.deepEqual(written, [
      [{ endUserId: 'card-1', day: '2025-01-01', views: 2, saves: 0, scans: 0 }],
    ]);
  });

  test('holds at most maxPending cards while writes fail, and drops new ones beyond', async () => {
    const { counter, written } = recordingCounter({ failWrites: 1, maxPending: 2 });
    counter.count('card-1', '2025-01-01', 'view');
    counter.count('card-2', '2025-01-01', 'view');
    counter.count('card-3', '2025-01-01', 'view');
    counter.count('card-1', '2025-01-01', 'view');
    assert.equal(counter.pendingSize, 2);
    await counter.flush();
    await counter.flush();
    assert.deepEqual(
      written.flat().map((row) => [row.endUserId, row.views]),
      [
        ['card-1', 2],
        ['card-2', 1],
      ],
    );
  });

  test('counts made while a write is in progress go into the next write, never twice', async () => {
    const written: number[][] = [];
    let release = () => {};
    const firstWriteHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counter = new CardCounter({
      log: silentLog,
      write: async (rows) => {
        if (written.length === 0) await firstWriteHeld;
        written.push(rows.map((row) => row.views));
      },
    });
    counter.count('card-1', '2025-01-01', 'view');
    const first = counter.flush();
    await new Promise((resolve) => setImmediate(resolve));
    counter.count('card-1', '2025-01-01', 'view');
    counter.count('card-1', '2025-01-01', 'view');
    const second = counter.flush();
    release();
    await Promise.all([first, second]);
    assert.deepEqual(written, [[1], [2]]);
  });
});
