import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRouteRemote } from './app/preload-route-remote';
import { ensureRemotes } from './remotes/remotes-manifest';

// Read remotes.json and fetch the opened route's remote page while the session resolves;
// a failure is retried by the remote page itself.
ensureRemotes().catch(() => undefined);
preloadRouteRemote(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
