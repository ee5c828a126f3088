import { SessionGate } from '@bizcard/shared/auth';
import { ThemeRoot } from '@bizcard/shared/ui';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { routeRemotePreloaded } from './preload-route-remote';

interface AppProps {
  /** Renders this address without a browser: the login screen's HTML, made at build time. */
  location?: string;
  /** The page came with its first screen in the HTML: show it at once, nothing to preload. */
  hydrating?: boolean;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
}

/** The shell: theme, the one router, the session bootstrap and the route table. */
export function App({ location, hydrating = false }: AppProps) {
  const screenInHtml = location !== undefined || hydrating;
  return (
    <ThemeRoot>
      <Router location={location}>
        <SessionGate
          ready={screenInHtml ? undefined : routeRemotePreloaded}
          signedOutFirst={screenInHtml}
        >
          <AppRoutes />
        </SessionGate>
      </Router>
    </ThemeRoot>
  );
}
