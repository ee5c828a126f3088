import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { build as buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { type OutboxEntry, readOutbox } from '../../src/mail/outbox';
import { freshDatabase } from './test-database';

/** A fixed key, so tests never write the generated key file under ./data. */
export const TEST_SECRETS_KEY = 'dGVzdC1zZWNyZXRzLWtleS0zMi1ieXRlcy1sb25nISE=';

/** A clock the tests move forward to expire tokens and sessions. */
export class TestClock {
  #now = Date.now();
  readonly now = () => new Date(this.#now);
  advance(ms: number): void {
    this.#now += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  outboxDir: string;
  /** Mails sent to `to`, newest first. */
  mailsTo(to: string): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

export interface TestOptions {
  config?: Partial<AppConfig>;
  /** Fastify's logger options, for tests that read what the API logs. */
  logger?: FastifyServerOptions['logger'];
  /** Wraps the database the app gets, for tests that inject faults (helpers/faulty-database). */
  wrapDatabase?: (database: Database) => Database;
}

/** The app against a fresh, migrated and seeded database, with its own outbox folder. */
export async function build(options: TestOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const outboxDir = await mkdtemp(join(tmpdir(), 'bizcard-outbox-'));
  const { database, dispose } = await freshDatabase();
  const app = await buildApp({
    database: options.wrapDatabase ? options.wrapDatabase(database) : database,
    clock: clock.now,
    logger: options.logger,
    config: {
      isProduction: false,
      smtpUrl: null,
      publicAppUrl: 'http://localhost:8080',
      outboxDir,
      secretsKey: TEST_SECRETS_KEY,
      ...options.config,
    },
  });
  await app.ready();
  return {
    app,
    clock,
    outboxDir,
    mailsTo: async (to) => {
      // Mails leave after the response (plugins/background.ts): wait for them first.
      await app.backgroundIdle();
      return (await readOutbox(outboxDir)).filter((mail) => mail.to === to);
    },
    close: async () => {
      await app.close();
      await dispose();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
