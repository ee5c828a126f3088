import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/** What a key hashes; each purpose has its own key per day (migration 021). */
export type HashPurpose = 'sign-in-refusal' | 'card-visitor';

/**
 * The random key of `purpose` for the UTC day `day` (YYYY-MM-DD), made by the first process
 * that asks, so every process hashes alike. The first request of a day deletes the keys older
 * than yesterday: a hash of theirs can no longer be tied to an address.
 */
export async function addressHashKey(
  q: Queryable,
  purpose: HashPurpose,
  day: string,
): Promise<string> {
  const created = await q.query<{ key: string }>(
    `INSERT INTO address_hash_keys (purpose, day, key) VALUES ($1, $2::date, $3)
     ON CONFLICT (purpose, day) DO NOTHING RETURNING key`,
    [purpose, day, randomBytes(32).toString('base64')],
  );
  if (created.rows[0]) {
    await q.query('DELETE FROM address_hash_keys WHERE purpose = $1 AND day < $2::date - 1', [
      purpose,
      day,
    ]);
    return created.rows[0].key;
  }
  const { rows } = await q.query<{ key: string }>(
    'SELECT key FROM address_hash_keys WHERE purpose = $1 AND day = $2::date',
    [purpose, day],
  );
  if (!rows[0]) throw new Error(`no ${purpose} key for ${day}`);
  return rows[0].key;
}

/** A keyed hash of `parts` (an address, a user agent…): the same parts give the same hash only under the same key. */
export const keyedHash = (key: string, ...parts: string[]): string =>
  createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
