import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// Passes weigh 10–60 KB: a few hundred of the most asked ones.
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Signed passes by what they show (the card's fields, colours and images): the same card
 * gives the same bytes, drawn and signed once. Signing runs node-forge's RSA in JavaScript,
 * tens of milliseconds on the event loop (decision 051); a changed card is a new key.
 */
export class PassCache {
  readonly #passes = new LRUCache<string, Buffer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (pass) => pass.length,
  });

  async get(shows: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
    const key = createHash('sha256').update(JSON.stringify(shows)).digest('base64url');
    const kept = this.#passes.get(key);
    if (kept) return kept;
    const pass = await make();
    this.#passes.set(key, pass);
    return pass;
  }
}
