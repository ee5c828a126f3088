import { startOpeningReads } from './opening-reads';
import { ensureRemotes } from './remotes/remotes-manifest';

// The session call, the stored selected tenant's record, and on the Tenants list its remote's
// code and first page, are asked for first of all, while the app's chunks download, instead of
// once React has rendered.
startOpeningReads(window.location);

// remotes.json is asked for with the first script, while the app's chunks download, so that a
// remote page's manifest can be asked for as soon as they run (read-remote-ahead.ts).
ensureRemotes().catch(() => undefined);

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
