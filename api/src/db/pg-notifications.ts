import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ChangeFeed } from './database';

// Waits before each try to listen again after the connection is lost, the last one repeated:
// soon after a restart or a terminated session. One try a second while the server stays away
// costs it nothing, and the card cache (which keeps no page until this listens again) serves
// within a second of the server's return: a 10 s step left it off for up to 5 s after a 3 s
// restart, the card pages rendered afresh at every visit meanwhile.
const RECONNECT_DELAYS_MS = [250, 500, 1000];
// A caught-up check that hears nothing back within this gives up waiting (the feeds are
// told of a lost connection by then, should that be why).
const CATCH_UP_TIMEOUT_MS = 2000;
const CHANNEL = /^[a-z_]+$/;

/**
 * NOTIFY delivery for one process, on one dedicated connection that LISTENs all the time
 * (`DATABASE_LISTEN_URL`, a direct one: a transaction pooler such as PgBouncer carries no
 * LISTEN). The pooled connections never LISTEN, so no session state is left on a server
 * connection that a pooler hands to another client. When the connection is lost, the feeds
 * are told until it listens again.
 */
export class PgNotifications {
  readonly #feeds = new Map<string, ChangeFeed[]>();
  readonly #connectionString: string;
  // This process's own channel for `caughtUp`: nobody else listens to it.
  readonly #syncChannel = `bizcard_caught_up_${randomBytes(6).toString('hex')}`;
  readonly #waiting = new Map<string, () => void>();
  #dedicated: pg.Client | null = null;
  #reconnect: NodeJS.Timeout | null = null;
  #failedTries = 0;
  #closed = false;
  #syncs = 0;
  #inFlight: Promise<void> | null = null;
  #next: Promise<void> | null = null;

  constructor(connectionString: string) {
    this.#connectionString = connectionString;
  }

  /** Whether any feed listens: otherwise nothing needs to wait for notifications. */
  get listening(): boolean {
    return this.#feeds.size > 0;
  }

  async listen(channel: string, feed: ChangeFeed): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const feeds = this.#feeds.get(channel) ?? [];
    this.#feeds.set(channel, [...feeds, feed]);
    if (!this.#dedicated) await this.#connect();
    else if (feeds.length === 0) await this.#dedicated.query(`LISTEN ${channel}`);
    feed.connected(this.#dedicated !== null);
  }

  /**
   * Resolves once every notification committed before the call has reached the feeds, so a
   * change made here reaches them before the answer that made it is sent. PostgreSQL delivers
   * notifications in commit order: the listening connection notifies itself and waits for that
   * one. Callers meanwhile share one check (one in flight, one queued behind it).
   */
  caughtUp(): Promise<void> {
    if (!this.#dedicated) return Promise.resolve();
    if (!this.#inFlight) {
      this.#inFlight = this.#sync().finally(() => {
        this.#inFlight = null;
      });
      return this.#inFlight;
    }
    if (!this.#next) {
      this.#next = this.#inFlight.then(() => {
        this.#next = null;
        return this.caughtUp();
      });
    }
    return this.#next;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnect) clearTimeout(this.#reconnect);
    const client = this.#dedicated;
    this.#dedicated = null;
    this.#releaseWaiting();
    await client?.end();
  }

  async #sync(): Promise<void> {
    const client = this.#dedicated;
    if (!client) return;
    this.#syncs += 1;
    const token = String(this.#syncs);
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.#heard(token), CATCH_UP_TIMEOUT_MS);
      timer.unref();
      this.#waiting.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await client.query('SELECT pg_notify($1, $2)', [this.#syncChannel, token]).catch(() => {
      this.#heard(token);
    });
    await heard;
  }

  #heard(token: string): void {
    const resolve = this.#waiting.get(token);
    this.#waiting.delete(token);
    resolve?.();
  }

  #releaseWaiting(): void {
    for (const token of [...this.#waiting.keys()]) this.#heard(token);
  }

  readonly #deliver = ({ channel, payload }: pg.Notification): void => {
    if (channel === this.#syncChannel) {
      this.#heard(payload ?? '');
      return;
    }
    for (const feed of this.#feeds.get(channel) ?? []) feed.changed(payload ?? '');
  };

  #tellConnected(isConnected: boolean): void {
    for (const feeds of this.#feeds.values()) for (const feed of feeds) feed.connected(isConnected);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', this.#deliver);
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      const channels = [this.#syncChannel, ...this.#feeds.keys()];
      await client.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.#dedicated = client;
  }

  #lost(client: pg.Client): void {
    if (this.#dedicated !== client) return;
    this.#dedicated = null;
    this.#releaseWaiting();
    this.#tellConnected(false);
    client.end().catch(() => undefined);
    this.#scheduleReconnect();
  }

  /**
   * Listens again after a back-off. Once it does, the feeds are told (the card cache then
   * drops everything: notifications may have been missed meanwhile).
   */
  #scheduleReconnect(): void {
    if (this.#closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.#failedTries, RECONNECT_DELAYS_MS.length - 1)];
    this.#reconnect = setTimeout(() => {
      this.#connect().then(
        () => {
          this.#failedTries = 0;
          if (this.#closed) this.#dedicated?.end().catch(() => undefined);
          else this.#tellConnected(true);
        },
        () => {
          this.#failedTries += 1;
          this.#scheduleReconnect();
        },
      );
    }, delay);
    this.#reconnect.unref();
  }
}
