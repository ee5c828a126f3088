/** What a request to a card counts: a page view, a vCard save, or a visit from a QR code or NFC tap. */
export type CardEvent = 'view' | 'save' | 'scan';

export interface CardCountRow {
  endUserId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
  saves: number;
  scans: number;
}

export interface CardCounterOptions {
  /** Adds the rows to the stored counters, all or none. */
  write: (rows: CardCountRow[]) => Promise<void>;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Distinct (card, day) pairs held while the database is unreachable; beyond, new ones are dropped. */
  maxPending?: number;
}

const DEFAULT_MAX_PENDING = 100_000;

/**
 * Counts in memory and writes in batches, so that a card request never waits for the
 * database. A failed write keeps its counts for the next flush; flushes run one at a time.
 */
export class CardCounter {
  #pending = new Map<string, CardCountRow>();
  #queue: Promise<void> = Promise.resolve();
  #dropped = 0;
  readonly #options: CardCounterOptions;

  constructor(options: CardCounterOptions) {
    this.#options = options;
  }

  count(endUserId: string, day: string, event: CardEvent): void {
    const row = this.#rowOf(endUserId, day);
    if (!row) return;
    if (event === 'save') row.saves += 1;
    else row.views += 1;
    if (event === 'scan') row.scans += 1;
  }

  /** Writes everything counted so far; resolves once written (or kept after a failure). */
  flush(): Promise<void> {
    this.#queue = this.#queue.then(() => this.#writePending());
    return this.#queue;
  }

  get pendingSize(): number {
    return this.#pending.size;
  }

  #rowOf(endUserId: string, day: string): CardCountRow | null {
    const key = `${endUserId} ${day}`;
    const existing = this.#pending.get(key);
    if (existing) return existing;
    if (this.#pending.size >= (this.#options.maxPending ?? DEFAULT_MAX_PENDING)) {
      this.#dropped += 1;
      return null;
    }
    const row = { endUserId, day, views: 0, saves: 0, scans: 0 };
    this.#pending.set(key, row);
    return row;
  }

  async #writePending(): Promise<void> {
    if (this.#dropped > 0) {
      this.#options.log.warn({ dropped: this.#dropped }, 'card counts dropped: too many unwritten');
      this.#dropped = 0;
    }
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      await this.#options.write([...batch.values()]);
    } catch (error) {
      this.#keep(batch);
      this.#options.log.error({ err: error, kept: batch.size }, 'writing card counts failed');
    }
  }

  #keep(batch: Map<string, CardCountRow>): void {
    for (const row of batch.values()) {
      const into = this.#rowOf(row.endUserId, row.day);
      if (!into) continue;
      into.views += row.views;
      into.saves += row.saves;
      into.scans += row.scans;
    }
  }
}
