// Everything bootstrap.tsx takes from the app, in one module that it imports first: the build
// (scripts/prerender) bundles this module with the shell's own webpack settings when it writes
// the login screen's HTML, so the modules run in the same order in both places, styled-components
// numbers the components alike, and the class names in the HTML are the ones the browser hydrates.
import { configureApi } from '@bizcard/shared/api';
import { StrictMode } from 'react';
import { App } from './app/app';

export { canHydratePrerendered } from '@bizcard/shared/auth';
export { preloadRouteRemote } from './app/preload-route-remote';
export { ensureRemotes } from './remotes/remotes-manifest';

// Once, before the first call: the API lives on the page's own origin (every app server proxies
// /api). A statement with an effect, too: webpack then takes this module as a whole rather than
// sending bootstrap.tsx's imports straight to the modules it re-exports from, which would change
// the order the modules run in.
configureApi({});

/** The address whose screen the build writes into the HTML (dist/login/index.html). */
export const PRERENDERED_LOCATION = '/login';

/** `location`: at build time, the address to render; `hydrating`: the HTML holds that screen. */
export function appRoot(options: { location?: string; hydrating?: boolean } = {}) {
  return (
    <StrictMode>
      <App {...options} />
    </StrictMode>
  );
}
