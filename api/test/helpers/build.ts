import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type OutboxEntry, readOutbox } from '../../src/mail/outbox';
import { freshDatabase } from './test-database';

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
}

/** The app against a fresh, migrated and seeded database, with its own outbox folder. */
export async function build(options: TestOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const outboxDir = await mkdtemp(join(tmpdir(), 'bizcard-outbox-'));
  const { database, dispose } = await freshDatabase();
  const app = await buildApp({
    database,
    clock: clock.now,
    config: {
      isProduction: false,
      smtpUrl: null,
      publicAppUrl: 'http://localhost:8080',
      outboxDir,
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
