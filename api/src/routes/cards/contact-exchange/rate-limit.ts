import { LRUCache } from 'lru-cache';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Per address: 5 submissions in 10 minutes. Per card: 50 contacts an hour. */
export const PER_ADDRESS: WindowLimit = { max: 5, windowMs: 10 * 60 * 1000 };
export const PER_CARD: WindowLimit = { max: 50, windowMs: 60 * 60 * 1000 };

// 50,000 entries each, counted through maxSize: lru-cache's `max` allocates room for all of
// them up front, 3 MB for these three caches in every idle API process (decision 064).
const MOST_KEPT = { maxSize: 50_000, sizeCalculation: () => 1 };

/**
 * Counts events per key in a fixed window, in this process's memory (bounded): a restart or
 * another process starts afresh, as the sign-in limits' memory would. Seconds to wait, or 0.
 */
export class WindowCounter {
  readonly #windows = new LRUCache<string, { start: number; count: number }>(MOST_KEPT);

  constructor(private readonly limit: WindowLimit) {}

  /** Whether one more event fits; seconds to wait when it does not. */
  wait(key: string, nowMs: number): number {
    const window = this.#windows.get(key);
    if (!window || nowMs - window.start >= this.limit.windowMs) return 0;
    if (window.count < this.limit.max) return 0;
    return Math.ceil((window.start + this.limit.windowMs - nowMs) / 1000);
  }

  count(key: string, nowMs: number): void {
    const window = this.#windows.get(key);
    if (!window || nowMs - window.start >= this.limit.windowMs) {
      this.#windows.set(key, { start: nowMs, count: 1 });
    } else {
      window.count += 1;
    }
  }
}

/** When each address last opened a card's page: the fill time counts from the later of this and the form's token. */
export class OpenedPages {
  readonly #opened = new LRUCache<string, number>(MOST_KEPT);
  opened(address: string, slug: string, nowMs: number): void {
    this.#opened.set(`${address} ${slug}`, nowMs);
  }
  at(address: string, slug: string): number | undefined {
    return this.#opened.get(`${address} ${slug}`);
  }
}
