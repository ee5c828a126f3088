/**
 * Runs at most `maxRunning` tasks at once; up to `maxWaiting` more wait for a place in the
 * order they came, and any beyond those are refused.
 */
export class ConcurrencyLimit {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `task` once a place is free, or throws `refusal()` at once when too many wait. */
  async run<T>(task: () => Promise<T>, refusal: () => Error): Promise<T> {
    if (this.#running < this.maxRunning) this.#running += 1;
    else if (this.#waiting.length < this.maxWaiting) {
      // The place is handed over by the task that ends (below): #running stays as it is.
      await new Promise<void>((takePlace) => this.#waiting.push(takePlace));
    } else throw refusal();
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
