import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appRoot, canHydratePrerendered } from './root';

const container = document.getElementById('root')!;
// /self-serve-login comes with its screen in the HTML, painted before any script ran: take it over.
if (canHydratePrerendered(container)) {
  // As a transition, React hydrates in slices and leaves the main thread free in between.
  startTransition(() => {
    hydrateRoot(container, appRoot({ hydrating: true }));
  });
} else {
  createRoot(container).render(appRoot());
}
