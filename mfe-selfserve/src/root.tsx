// Everything bootstrap.tsx takes from the app, in one module that it imports first: the build
// (scripts/prerender) imports this module too when it writes the login screen's HTML, so
// styled-components numbers the components in the same order in both places and the class
// names in the HTML are the ones the browser hydrates.
import { StrictMode } from 'react';
import { App } from './app/app';

export { canHydratePrerendered } from '@bizcard/shared/auth';

/** The address whose screen the build writes into the HTML (dist/self-serve-login/index.html). */
export const PRERENDERED_LOCATION = '/self-serve-login';

/** `location`: at build time, the address to render; `hydrating`: the HTML holds that screen. */
export function appRoot(options: { location?: string; hydrating?: boolean } = {}) {
  return (
    <StrictMode>
      <App {...options} />
    </StrictMode>
  );
}
