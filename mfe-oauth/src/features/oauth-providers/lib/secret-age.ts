/** A client secret older than this is flagged in the table (issue 27): rotate it. */
export const SECRET_MAX_AGE_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the secret set at `rotatedAt` (ISO) is older than SECRET_MAX_AGE_DAYS at `now`. */
export function secretIsStale(rotatedAt: string, now: number = Date.now()): boolean {
  const at = new Date(rotatedAt).getTime();
  return !Number.isNaN(at) && now - at > SECRET_MAX_AGE_DAYS * DAY_MS;
}
