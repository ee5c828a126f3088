import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CardCounter,
  type CardEvent,
  type CardVisit,
  type CardVisitBatch,
} from '../../src/analytics/card-counter';

const silentLog = { error: () => {}, warn: () => {} };
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';
const NOW = Date.parse('2025-01-01T10:00:00Z');

function recordingCounter(options: { failWrites?: number; perMinute?: number } = {}) {
  const written: CardVisitBatch[] = [];
  let failures = options.failWrites ?? 0;
  const counter = new CardCounter({
    log: silentLog,
    perAddressPerMinute: options.perMinute ?? 60,
    hashKey: async (day) => `key of ${day}`,
    write: async (batch) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('database away');
      }
      written.push(batch);
    },
  });
  return { counter, written };
}

const visit = (event: CardEvent, fields: Partial<CardVisit> = {}): CardVisit => ({
  endUserId: 'card-1',
  day: '2025-01-01',
  event,
  address: '198.51.100.7',
  userAgent: PHONE,
  ...fields,
});

/** Per card and day: the kinds of visits written, and the filtered count. */
function summary(written: CardVisitBatch[]) {
  const visits = written.flatMap((batch) => batch.visits);
  const filtered = written
    .flatMap((batch) => batch.filtered)
    .reduce((sum, row) => sum + row.filtered, 0);
  return { events: visits.map((row) => `${row.endUserId} ${row.day} ${row.event}`), filtered };
}

describe('card counter', () => {
  test('500 visits of one visitor to one card on one day write one view and 499 filtered', async () => {
    const { counter, written } = recordingCounter({ perMinute: 1000 });
    for (let i = 0; i < 500; i++) counter.count(visit('view'), NOW);
    await counter.flush();
    assert.deepEqual(summary(written), { events: ['card-1 2025-01-01 view'], filtered: 499 });
  });

  test('two visitors count two views; the same visitor counts again on another card or day', async () => {
    const { counter, written } = recordingCounter();
    counter.count(visit('view'), NOW);
    counter.count(visit('view', { address: '203.0.113.9' }), NOW);
    counter.count(visit('view', { userAgent: `${PHONE} other` }), NOW);
    counter.count(visit('view', { endUserId: 'card-2' }), NOW);
    counter.count(visit('view', { day: '2025-01-02' }), NOW);
    await counter.flush();
    assert.equal(summary(written).events.length, 5);
    assert.equal(new Set(written[0]!.visits.map((row) => row.visitor)).size, 4);
  });

  test('a scan is a view too, a save counts apart, and a second scan is filtered', async () => {
    const { counter, written } = recordingCounter();
    counter.count(visit('scan'), NOW);
    counter.count(visit('scan'), NOW);
    counter.count(visit('view'), NOW);
    counter.count(visit('save'), NOW);
    await counter.flush();
    assert.deepEqual(summary(written), {
      events: ['card-1 2025-01-01 view', 'card-1 2025-01-01 scan', 'card-1 2025-01-01 save'],
      filtered: 2,
    });
  });

  test('an NFC tap is a view and a scan too; a repeated tap is filtered once', async () => {
    const { counter, written } = recordingCounter();
    counter.count(visit('tap'), NOW);
    counter.count(visit('tap'), NOW);
    counter.count(visit('scan', { address: '203.0.113.9' }), NOW);
    await counter.flush();
    assert.deepEqual(summary(written), {
      events: [
        'card-1 2025-01-01 view',
        'card-1 2025-01-01 scan',
        'card-1 2025-01-01 tap',
        'card-1 2025-01-01 view',
        'card-1 2025-01-01 scan',
      ],
      filtered: 1,
    });
  });

  test('a visitor written before is filtered in this process without writing it again', async () => {
    const { counter, written } = recordingCounter();
    counter.count(visit('view'), NOW);
    await counter.flush();
    counter.count(visit('view'), NOW);
    await counter.flush();
    assert.deepEqual(summary(written), { events: ['card-1 2025-01-01 view'], filtered: 1 });
  });

  test('an address over the rate counts nothing more that minute, and again the next', async () => {
    const { counter, written } = recordingCounter({ perMinute: 60 });
    for (let i = 0; i < 100; i++) counter.count(visit('view', { userAgent: `${PHONE} ${i}` }), NOW);
    counter.count(visit('view', { userAgent: 'next minute' }), NOW + 60_000);
    await counter.flush();
    const { events, filtered } = summary(written);
    assert.deepEqual([events.length, filtered], [61, 40]);
  });

  test('writes neither the address nor the user agent', async () => {
    const { counter, written } = recordingCounter();
    counter.count(visit('scan'), NOW);
    await counter.flush();
    const text = JSON.stringify(written);
    assert.ok(!text.includes('198.51.100.7') && !text.includes('iPhone'), text);
  });

  test('writes nothing when nothing was counted', async () => {
    const { counter, written } = recordingCounter();
    await counter.flush();
    assert.deepEqual(written, []);
  });

  test('keeps the visits of a failed write for the next one', async () => {
    const { counter, written } = recordingCounter({ failWrites: 1 });
    counter.count(visit('view'), NOW);
    counter.count(visit('view'), NOW);
    await counter.flush();
    assert.deepEqual(written, []);
    counter.count(visit('save'), NOW);
    await counter.flush();
    assert.deepEqual(summary(written), {
      events: ['card-1 2025-01-01 view', 'card-1 2025-01-01 save'],
      filtered: 1,
    });
  });

  test('visits counted while a write is in progress go into the next write, never twice', async () => {
    const sizes: number[] = [];
    let release = () => {};
    const firstWriteHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counter = new CardCounter({
      log: silentLog,
      perAddressPerMinute: 60,
      hashKey: async () => 'key',
      write: async (batch) => {
        if (sizes.length === 0) await firstWriteHeld;
        sizes.push(batch.visits.length);
      },
    });
    counter.count(visit('view'), NOW);
    const first = counter.flush();
    await new Promise((resolve) => setImmediate(resolve));
    counter.count(visit('view', { endUserId: 'card-2' }), NOW);
    counter.count(visit('view', { endUserId: 'card-3' }), NOW);
    const second = counter.flush();
    release();
    await Promise.all([first, second]);
    assert.deepEqual(sizes, [1, 2]);
  });
});
