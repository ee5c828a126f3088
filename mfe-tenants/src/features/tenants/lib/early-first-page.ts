import { listTenantPage, type TenantPage } from '@bizcard/shared/api';

/** An early page is shown only by a screen that mounts this soon after it was asked for. */
const FRESH_MS = 10_000;

let early: { askedAt: number; page: Promise<TenantPage | null> } | null = null;

/**
 * Asks for the first page of the tenants as the screen's code arrives, while the shell is
 * still asking who is signed in, instead of after: on a cold load of /tenants the two calls
 * then overlap. A signed-out visitor's 401 here changes nothing: the session store takes a
 * 401 as an ended session only once someone is signed in.
 */
export function askFirstTenantPageEarly(limit: number): void {
  if (early) return;
  const page = listTenantPage({ limit }).catch(() => null);
  early = { askedAt: Date.now(), page };
}

/** The early first page, at most once and while fresh; null: ask as usual. */
export function takeEarlyFirstTenantPage(): Promise<TenantPage | null> | null {
  const taken = early;
  early = null;
  if (!taken || Date.now() - taken.askedAt > FRESH_MS) return null;
  return taken.page;
}
