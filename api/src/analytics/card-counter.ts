import { keyedHash } from '../db/address-hash-keys';
import { AddressRate } from './address-rate';

/**
 * What a request to a card counts: a page view, a vCard save, a visit from its QR code (a scan)
 * or from its NFC chip (a tap, which Reports counts among the scans too).
 */
export type CardEvent = 'view' | 'save' | 'scan' | 'tap';

/** One request to a card by a person, as the card routes see it. */
export interface CardVisit {
  endUserId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  event: CardEvent;
  address: string;
  userAgent: string;
}

/**
 * A counter a visitor adds to once a day: a scan is a view too, so it adds to both; a tap adds
 * to views, scans and taps (Reports' scans are QR codes and NFC chips together).
 */
export type CountedEvent = 'view' | 'save' | 'scan' | 'tap';

/** Units that ride on a visit's view: never a visit of their own, never filtered. */
export const isRiderEvent = (event: CountedEvent) => event === 'scan' || event === 'tap';

/** One visitor's first event of a kind on a card and day; `visitor` is a keyed hash. */
export interface VisitRow {
  endUserId: string;
  day: string;
  visitor: string;
  event: CountedEvent;
}

/** Visits of a card and day not counted: repeated, or from an address over the rate. */
export interface FilteredRow {
  endUserId: string;
  day: string;
  filtered: number;
}

export interface CardVisitBatch {
  visits: VisitRow[];
  filtered: FilteredRow[];
}

export interface CardCounterOptions {
  /**
   * Stores the visits not stored yet (a visit stored before, by any process, adds nothing and
   * counts as filtered) and adds the filtered counts; all or none.
   */
  write: (batch: CardVisitBatch) => Promise<void>;
  /** The day's key for hashing visitors, the same in every process. */
  hashKey: (day: string) => Promise<string>;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Visits counted a minute from one address; beyond, its visits are filtered. */
  perAddressPerMinute: number;
  /** Visitors, and unwritten visits, held at most; beyond, new ones are dropped. */
  maxPending?: number;
}

const DEFAULT_MAX_PENDING = 100_000;
/** Hashed visits remembered per process, so a repeat is filtered without the database. */
const MAX_SEEN = 500_000;

/**
 * Counts a view, save or scan once per visitor, card and UTC day, off the request's path: a
 * request adds its visit to a map in memory; every flush hashes each visitor (address and user
 * agent, with the day's key) and writes the new visits in one batch. Address and user agent
 * stay in memory until that flush, never longer, and are never written. A failed write keeps
 * its visits for the next flush; flushes run one at a time.
 */
export class CardCounter {
  /** Per address and user agent, the `card day event` units of this interval. */
  #unhashed = new Map<string, Map<string, Set<string>>>();
  #visitors = 0;
  #visits: VisitRow[] = [];
  #filtered = new Map<string, FilteredRow>();
  #seen = new Map<string, Set<string>>();
  #keys = new Map<string, Promise<string>>();
  #rate: AddressRate;
  #queue: Promise<void> = Promise.resolve();
  #dropped = 0;
  readonly #options: CardCounterOptions;

  constructor(options: CardCounterOptions) {
    this.#options = options;
    this.#rate = new AddressRate(options.perAddressPerMinute);
  }

  /** Counts a visit made at `nowMs`; synchronous, no I/O (a few map look-ups). */
  count(visit: CardVisit, nowMs: number): void {
    if (!this.#rate.admit(visit.address, nowMs)) {
      this.#filter(visit.endUserId, visit.day, 1);
      return;
    }
    const units = this.#unitsOf(visit.address, visit.userAgent);
    if (!units) return;
    const prefix = `${visit.endUserId} ${visit.day} `;
    const first = prefix + (visit.event === 'save' ? 'save' : 'view');
    // A visit is filtered when its view (or save) was counted before; its scan may be new.
    if (units.has(first)) this.#filter(visit.endUserId, visit.day, 1);
    else units.add(first);
    if (visit.event === 'scan' || visit.event === 'tap') units.add(`${prefix}scan`);
    if (visit.event === 'tap') units.add(`${prefix}tap`);
  }

  /** The visitor's `card day event` units of this interval; null when too many are held. */
  #unitsOf(address: string, userAgent: string): Set<string> | null {
    let agents = this.#unhashed.get(address);
    if (!agents) {
      agents = new Map();
      this.#unhashed.set(address, agents);
    }
    let units = agents.get(userAgent);
    if (!units) {
      if (this.#visitors >= this.#maxPending) {
        this.#dropped += 1;
        return null;
      }
      units = new Set();
      agents.set(userAgent, units);
      this.#visitors += 1;
    }
    return units;
  }

  /** Writes everything counted so far; resolves once written (or kept after a failure). */
  flush(): Promise<void> {
    this.#queue = this.#queue.then(() => this.#writePending());
    return this.#queue;
  }

  /** Visitors and visits waiting for the next write. */
  get pendingSize(): number {
    return this.#visitors + this.#visits.length + this.#filtered.size;
  }

  get #maxPending(): number {
    return this.#options.maxPending ?? DEFAULT_MAX_PENDING;
  }

  #filter(endUserId: string, day: string, filtered: number): void {
    const key = `${endUserId} ${day}`;
    const row = this.#filtered.get(key);
    if (row) row.filtered += filtered;
    else if (this.#filtered.size < this.#maxPending) {
      this.#filtered.set(key, { endUserId, day, filtered });
    } else this.#dropped += 1;
  }

  /** The day's key; the first failure to read it falls back to a key of this process alone. */
  #keyOf(day: string): Promise<string> {
    let key = this.#keys.get(day);
    if (!key) {
      key = this.#options.hashKey(day).catch((error: unknown) => {
        this.#options.log.error({ err: error }, 'reading the card visitor key failed');
        this.#keys.delete(day);
        return `process ${Math.random()} ${Date.now()}`;
      });
      this.#keys.set(day, key);
      // Yesterday's key is kept for visits flushed just after midnight; older ones go.
      for (const old of [...this.#keys.keys()].sort().slice(0, -2)) this.#keys.delete(old);
    }
    return key;
  }

  /** Whether this process has written (or is writing) the visit; remembers it otherwise. */
  #seenBefore(visit: VisitRow): boolean {
    let seen = this.#seen.get(visit.day);
    if (!seen) {
      seen = new Set();
      this.#seen.set(visit.day, seen);
      for (const old of [...this.#seen.keys()].sort().slice(0, -2)) this.#seen.delete(old);
    }
    const key = `${visit.visitor} ${visit.endUserId} ${visit.event}`;
    if (seen.has(key)) return true;
    if (seen.size < MAX_SEEN) seen.add(key);
    return false;
  }

  async #hashPending(): Promise<void> {
    const unhashed = this.#unhashed;
    this.#unhashed = new Map();
    this.#visitors = 0;
    for (const [address, agents] of unhashed) {
      for (const [userAgent, units] of agents) {
        for (const unit of units) {
          const [endUserId, day, event] = unit.split(' ') as [string, string, CountedEvent];
          const key = await this.#keyOf(day);
          const row = { endUserId, day, event, visitor: keyedHash(key, address, userAgent) };
          if (!this.#seenBefore(row)) this.#visits.push(row);
          else if (!isRiderEvent(event)) this.#filter(endUserId, day, 1);
        }
      }
    }
  }

  async #writePending(): Promise<void> {
    await this.#hashPending();
    if (this.#dropped > 0) {
      this.#options.log.warn({ dropped: this.#dropped }, 'card visits dropped: too many unwritten');
      this.#dropped = 0;
    }
    if (this.#visits.length === 0 && this.#filtered.size === 0) return;
    const batch = { visits: this.#visits, filtered: [...this.#filtered.values()] };
    this.#visits = [];
    this.#filtered = new Map();
    try {
      await this.#options.write(batch);
    } catch (error) {
      this.#keep(batch);
      this.#options.log.error(
        { err: error, kept: batch.visits.length },
        'writing card counts failed',
      );
    }
  }

  #keep(batch: CardVisitBatch): void {
    const room = Math.max(0, this.#maxPending - this.#visits.length);
    this.#dropped += Math.max(0, batch.visits.length - room);
    this.#visits.push(...batch.visits.slice(0, room));
    for (const row of batch.filtered) this.#filter(row.endUserId, row.day, row.filtered);
  }
}
