import { listTenantPage, type TenantPage } from '@bizcard/shared/api';

/** An early page is shown only by a screen that mounts this soon after it was asked for. */
const FRESH_MS = 10_000;

interface EarlyPage {
  askedAt: number;
  page: Promise<TenantPage | null>;
  /** The answer once it has come: null when the call failed. */
  settled?: TenantPage | null;
}

let early: EarlyPage | null = null;

/**
 * Asks for the first page of the tenants as the screen's code arrives, while the shell is
 * still asking who is signed in, instead of after: on a cold load of /tenants the two calls
 * then overlap. A signed-out visitor's 401 here changes nothing: the session store takes a
 * 401 as an ended session only once someone is signed in.
 */
export function askFirstTenantPageEarly(limit: number): void {
  if (early) return;
  const asked: EarlyPage = {
    askedAt: Date.now(),
    page: listTenantPage({ limit }).catch(() => null),
  };
  asked.page.then((page) => {
    asked.settled = page;
  });
  early = asked;
}

/** Settles once the early first page has come (or failed); at once when none was asked for. */
export const earlyFirstTenantPageSettled = (): Promise<unknown> => early?.page ?? Promise.resolve();

const takeFresh = (): EarlyPage | null => {
  const taken = early;
  early = null;
  return taken && Date.now() - taken.askedAt <= FRESH_MS ? taken : null;
};

/**
 * The early first page if it has already come, at most once and while fresh: the screen's
 * first render shows it. undefined: none in hand yet, which leaves it for the screen's call.
 */
export function takeArrivedFirstTenantPage(): TenantPage | undefined {
  if (!early?.settled) return undefined;
  return takeFresh()?.settled ?? undefined;
}

/** The early first page, at most once and while fresh; null: ask as usual. */
export function takeEarlyFirstTenantPage(): Promise<TenantPage | null> | null {
  return takeFresh()?.page ?? null;
}
