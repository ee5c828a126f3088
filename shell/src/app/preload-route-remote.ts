import { matchRoutes } from 'react-router-dom';
import { loadRemotePage, settledWithin } from '../remotes/load-remote-page';
import { inAdminFrame } from './app-routes';
import { loadMainLayout } from './layout/main-layout-on-demand';
import { ROUTES } from './routes/route-table';
import { isRemotePage } from './routes/route-types';

/**
 * Starts loading the remote page of the URL the shell opened on, and the admin frame around
 * it, while the session is still being resolved, instead of after: a cold load of /tenants
 * saves a manifest, entry and chunk round trip. A failure is left to the page itself, which
 * shows Retry.
 */
export function preloadRouteRemote(pathname: string): void {
  // The route the router will pick, ranked the same way. Who is signed in is not known yet,
  // so the page is fetched even when its guard will send this visitor elsewhere.
  const route = matchRoutes([...ROUTES], pathname)?.[0]?.route;
  if (!route) return;
  const loads: Promise<unknown>[] = [];
  if (route.guard === 'signed-in' && inAdminFrame(route)) loads.push(loadMainLayout());
  if (isRemotePage(route.page)) loads.push(loadRemotePage(route.page.remote, route.page.module));
  if (loads.length === 0) return;
  // A dead or slow remote must not hold the first screen: its page shows Retry instead.
  preloaded = settledWithin(Promise.all(loads), PRELOAD_WAIT_MS);
}

const PRELOAD_WAIT_MS = 1500;
let preloaded: Promise<void> = Promise.resolve();

/**
 * Settles once the opened route's remote page and frame are loaded (or given up on). The session gate
 * waits for it too, so that page renders at once instead of suspending: React holds a
 * suspended page's reveal back for up to 300 ms after its fallback shows.
 */
export const routeRemotePreloaded = (): Promise<void> => preloaded;
