import { configureApi } from '@bizcard/shared/api';
import { SessionGate } from '@bizcard/shared/auth';
import { ThemeRoot } from '@bizcard/shared/ui';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { routeRemotePreloaded } from './preload-route-remote';

// Once, before the first call: the API lives on the page's own origin (every app server proxies /api).
configureApi({});

/** The shell: theme, the one router, the session bootstrap and the route table. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <SessionGate ready={routeRemotePreloaded}>
          <AppRoutes />
        </SessionGate>
      </BrowserRouter>
    </ThemeRoot>
  );
}
