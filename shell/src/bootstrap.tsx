import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot, canHydratePrerendered, ensureRemotes, preloadRouteRemote } from './root';

// Read remotes.json and fetch the opened route's remote page while the session resolves;
// a failure is retried by the remote page itself.
ensureRemotes().catch(() => undefined);
preloadRouteRemote(window.location.pathname);

const container = document.getElementById('root')!;
// /login comes with its screen in the HTML, painted before any script ran: take it over.
if (canHydratePrerendered(container)) {
  // As a transition, React hydrates in slices and leaves the main thread free in between.
  startTransition(() => {
    hydrateRoot(container, appRoot({ hydrating: true }));
  });
} else {
  createRoot(container).render(appRoot());
}
