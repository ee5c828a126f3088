const MINUTE_MS = 60 * 1000;
/** Addresses followed a minute; beyond (a flood from spoofed or many addresses), new ones count nothing. */
const MAX_ADDRESSES = 100_000;

/**
 * Visits per address in the current clock minute, in memory: an address over `perMinute`
 * is not counted again before the next minute. The addresses are forgotten each minute.
 */
export class AddressRate {
  #minute = -1;
  #counts = new Map<string, number>();
  readonly #perMinute: number;

  constructor(perMinute: number) {
    this.#perMinute = perMinute;
  }

  /** Counts a visit of `address` at `nowMs`; false once the address is over the rate. */
  admit(address: string, nowMs: number): boolean {
    const minute = Math.floor(nowMs / MINUTE_MS);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#counts = new Map();
    }
    const known = this.#counts.get(address);
    if (known === undefined && this.#counts.size >= MAX_ADDRESSES) return false;
    const count = (known ?? 0) + 1;
    this.#counts.set(address, count);
    return count <= this.#perMinute;
  }
}
