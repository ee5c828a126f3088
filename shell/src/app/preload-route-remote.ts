import { matchPath } from 'react-router-dom';
import { loadRemotePage } from '../remotes/load-remote-page';
import { REMOTE_PAGES } from './remote-pages';

/**
 * Starts loading the remote page of the URL the shell opened on while the session is still
 * being resolved, instead of after: a cold load of /tenants saves a manifest, entry and
 * chunk round trip. A failure is left to the page itself, which shows Retry.
 */
export function preloadRouteRemote(pathname: string): void {
  const match = Object.values(REMOTE_PAGES).find(({ paths }) =>
    paths.some((path) => matchPath(`/${path}`, pathname)),
  );
  if (match) loadRemotePage(match.remote, match.module).catch(() => undefined);
}
