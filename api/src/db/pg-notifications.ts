import pg from 'pg';
import type { ChangeFeed } from './database';

// Waits before each try to listen again after the connection is lost, the last one repeated:
// soon after a restart or a terminated session, without hammering a server that stays away.
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000, 10_000];
const CHANNEL = /^[a-z_]+$/;

// Set by pg at connect (BackendKeyData) but missing from its types.
const backendPid = (client: pg.Client) => (client as { processID?: number }).processID;

/**
 * NOTIFY delivery for the pools of one server, in two ways. Every pooled connection LISTENs
 * and delivers its own notifications: a session gets them before the ReadyForQuery of the
 * statement or COMMIT that sent them, so a change made here reaches the feeds before that
 * statement resolves. One dedicated connection LISTENs all the time and delivers the other
 * sessions' ones, even while the pool has no connection open; when it is lost, the feeds are
 * told until it listens again. Each notification is thus delivered once.
 */
export class PgNotifications {
  readonly #feeds = new Map<string, ChangeFeed[]>();
  readonly #channelsOf = new WeakMap<pg.Client, Set<string>>();
  readonly #poolPids = new Set<number>();
  readonly #connectionString: string;
  #dedicated: pg.Client | null = null;
  #reconnect: NodeJS.Timeout | null = null;
  #failedTries = 0;
  #closed = false;

  constructor(connectionString: string) {
    this.#connectionString = connectionString;
  }

  /**
   * Called on every connection taken from the pool, before its first statement: the
   * connection listens to every channel, so it delivers its own session's notifications.
   * Undefined when it already does (the common case, which then costs no await); otherwise
   * one statement, awaited by the caller: queueing it under the caller's own statements is
   * what pg 8 deprecates.
   */
  readonly listenOn = (client: pg.PoolClient): Promise<unknown> | undefined => {
    let channels = this.#channelsOf.get(client);
    if (!channels) {
      channels = new Set();
      this.#channelsOf.set(client, channels);
      const pid = backendPid(client);
      if (pid !== undefined) this.#poolPids.add(pid);
      client.on('notification', (notification) => {
        if (pid === undefined || notification.processId === pid) this.#deliver(notification);
      });
    }
    const missing = [...this.#feeds.keys()].filter((channel) => !channels.has(channel));
    if (missing.length === 0) return undefined;
    for (const channel of missing) channels.add(channel);
    return client.query(missing.map((channel) => `LISTEN ${channel};`).join(' '));
  };

  /** For a pool's `remove` event: its connection's notifications come from elsewhere now. */
  readonly onRemove = (client: pg.PoolClient): void => {
    const pid = backendPid(client);
    if (pid !== undefined) this.#poolPids.delete(pid);
  };

  async listen(channel: string, feed: ChangeFeed): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const feeds = this.#feeds.get(channel) ?? [];
    this.#feeds.set(channel, [...feeds, feed]);
    if (!this.#dedicated) await this.#connect();
    else if (feeds.length === 0) await this.#dedicated.query(`LISTEN ${channel}`);
    feed.connected(this.#dedicated !== null);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnect) clearTimeout(this.#reconnect);
    const client = this.#dedicated;
    this.#dedicated = null;
    await client?.end();
  }

  readonly #deliver = ({ channel, payload }: pg.Notification): void => {
    for (const feed of this.#feeds.get(channel) ?? []) feed.changed(payload ?? '');
  };

  #tellConnected(isConnected: boolean): void {
    for (const feeds of this.#feeds.values()) for (const feed of feeds) feed.connected(isConnected);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', (notification) => {
      if (!this.#poolPids.has(notification.processId)) this.#deliver(notification);
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      for (const channel of this.#feeds.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.#dedicated = client;
  }

  #lost(client: pg.Client): void {
    if (this.#dedicated !== client) return;
    this.#dedicated = null;
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
