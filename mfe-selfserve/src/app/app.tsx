import { SessionGate } from '@bizcard/shared/auth';
import { Spinner, ThemeRoot } from '@bizcard/shared/ui';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
}

/**
 * The standalone self-serve app end users open on its own port: the shell's self-serve pages,
 * session resolution and guards, and the reset page its emailed links point to.
 * `location`: renders that address without a browser (the login screen's HTML, at build time);
 * `hydrating`: the page came with that screen in its HTML.
 */
export function App({ location, hydrating = false }: { location?: string; hydrating?: boolean }) {
  return (
    <ThemeRoot>
      <Router location={location}>
        <SessionGate signedOutFirst={location !== undefined || hydrating}>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </SessionGate>
      </Router>
    </ThemeRoot>
  );
}
