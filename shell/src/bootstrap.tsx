import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureRemotes } from './remotes/remotes-manifest';

// Read remotes.json while the first screen renders; a failure is retried by the first remote page.
ensureRemotes().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
