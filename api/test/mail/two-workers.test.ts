import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app';
import type { Database } from '../../src/db/database';
import { openPgDatabase } from '../../src/db/pg-database';
import { prepareDatabase } from '../../src/db/seed';
import { enqueueMail } from '../../src/mail/mail-queue-store';
import { TEST_SECRETS_KEY } from '../helpers/build';
import { freePort } from '../helpers/free-port';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { freshDatabase, scratchPostgres } from '../helpers/test-database';
import { FAST_QUEUE, metric, queueRows, waitFor } from './mail-queue-helpers';

const MAILS = 40;

/**
 * Two handles on one database: two pools on PostgreSQL; on PGlite (one process) the same
 * database twice, closed once.
 */
async function sharedDatabase(): Promise<{ one: Database; two: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchPostgres(serverUrl);
    const one = openPgDatabase(scratch.url);
    await prepareDatabase(one);
    return { one, two: openPgDatabase(scratch.url), drop: scratch.drop };
  }
  const { database, dispose } = await freshDatabase();
  const two = new Proxy(database, {
    get: (target, key) => (key === 'close' ? async () => undefined : Reflect.get(target, key)),
  });
  return { one: database, two, drop: dispose };
}

const appOn = async (database: Database, port: number) => {
  const app = await build({
    database,
    config: {
      isProduction: false,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicAppUrl: 'http://localhost:8080',
      secretsKey: TEST_SECRETS_KEY,
      mailQueue: FAST_QUEUE,
    },
  });
  await app.ready();
  return app;
};

describe('two API processes on one mail queue', () => {
  let apps: FastifyInstance[] = [];
  let sink: SmtpSink;
  let drop: () => Promise<void>;
  before(async () => {
    const port = await freePort();
    // Each acceptance takes a while, so the two workers' claims overlap.
    sink = await startSmtpSink(port, { acceptDelayMs: 15 });
    const shared = await sharedDatabase();
    drop = shared.drop;
    apps = [await appOn(shared.two, port), await appOn(shared.one, port)];
  });
  after(async () => {
    for (const app of apps) await app.close();
    await sink.close();
    await drop();
  });

  test('never send the same mail twice, and share the work', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    for (let n = 0; n < MAILS; n += 1) {
      await enqueueMail(first.systemDb, {
        messageId: `<shared-${n}@bizcard.local>`,
        to: `person${n}@example.com`,
        subject: `Mail ${n}`,
        text: `Mail number ${n}`,
        html: `<p>Mail number ${n}</p>`,
      });
    }
    const { received } = sink;
    await waitFor(`${MAILS} mails`, async () => {
      await Promise.all([first.mailer.deliverDue(), second.mailer.deliverDue()]);
      return received.length >= MAILS;
    });
    await Promise.all([first.mailer.deliverDue(), second.mailer.deliverDue()]);
    const ids = received.map((mail) => mail.messageId);
    assert.equal(received.length, MAILS);
    assert.equal(new Set(ids).size, MAILS);
    const rows = await queueRows(first);
    assert.ok(rows.every((row) => row.sent_at !== null && row.attempts === 1));
    const sentBy = await Promise.all(
      apps.map((app) => metric(app, 'bizcard_mails_total{result="sent"}')),
    );
    assert.equal(sentBy[0] + sentBy[1], MAILS);
    assert.ok(
      sentBy.every((count) => count > 0),
      `sent by each: ${sentBy.join(', ')}`,
    );
  });
});
