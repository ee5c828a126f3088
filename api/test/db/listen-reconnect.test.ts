import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openPgDatabase } from '../../src/db/pg-database';
import { CARD_CHANGED, CardPageCache } from '../../src/routes/cards/card-cache';
import type { CardPage } from '../../src/routes/cards/card-page';
import { terminateBackends } from '../helpers/database-outage';
import { scratchPostgres } from '../helpers/test-database';

// The LISTEN connection is PostgreSQL's: PGlite delivers notifications in process.
const serverUrl = process.env.DATABASE_URL;
const skip = serverUrl ? undefined : 'needs DATABASE_URL: it terminates PostgreSQL sessions';
const TENANT = '00000000-0000-4000-8000-000000000001';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (): CardPage => ({
  endUserId: 'u',
  tenantId: TENANT,
  indexable: false,
  variants: [],
  size: 1,
});

/** A card cache that also records what the database told it. */
class RecordingCache extends CardPageCache {
  readonly told: string[] = [];
  override changed(tenantId: string): void {
    this.told.push(`changed ${tenantId}`);
    super.changed(tenantId);
  }
  override connected(isConnected: boolean): void {
    this.told.push(`connected ${isConnected}`);
    super.connected(isConnected);
  }
}

async function until(done: () => boolean, withinMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (done()) return Date.now() - started;
    await sleep(20);
  }
  return null;
}

describe('the card cache when its LISTEN connection is terminated', {
  skip,
  timeout: 60_000,
}, () => {
  let url = '';
  let drop = async (): Promise<void> => undefined;
  let database: Database | undefined;

  before(async () => {
    const scratch = await scratchPostgres(serverUrl as string);
    url = scratch.url;
    drop = scratch.drop;
    database = openPgDatabase(url);
  });
  after(async () => {
    await database?.close();
    await drop();
  });

  test('listens again within a second, drops what it held, and hears later changes', async () => {
    const cache = new RecordingCache(1024);
    await database!.listen(CARD_CHANGED, cache);
    cache.store('kept', page(), cache.epoch);
    assert.ok(cache.get('kept'));

    assert.ok((await terminateBackends(url)) > 0);
    const lost = await until(() => cache.told.includes('connected false'), 2000);
    assert.notEqual(lost, null, `told: ${cache.told}`);
    const back = await until(() => cache.told.at(-1) === 'connected true', 1000);
    assert.notEqual(back, null, `not listening again within 1 s; told: ${cache.told}`);
    // Changes made while it was away were missed: nothing kept from before may be served.
    assert.equal(cache.get('kept'), undefined);

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`SELECT pg_notify('${CARD_CHANGED}', $1)`, [TENANT]);
    await other.end();
    const heard = await until(() => cache.told.includes(`changed ${TENANT}`), 2000);
    assert.notEqual(heard, null, `told: ${cache.told}`);
  });
});
