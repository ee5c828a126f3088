import type * as z from 'zod/mini';
import { HttpError } from './errors';

/** Parses a request body with a shared schema; the first issue's message becomes the 400 answer. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request body');
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are checked before they reach SQL, where a malformed uuid would be a 500. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The deepest nesting a JSON body or a form's JSON field may have; ours need 4. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = `The request is nested more than ${MAX_JSON_DEPTH} levels deep`;

/** Whether parsed JSON nests objects or arrays deeper than `max`; iterative, so any depth is safe. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
