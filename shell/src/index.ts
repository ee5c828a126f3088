import { ensureRemotes } from './remotes/remotes-manifest';

// remotes.json is asked for with the first script, while the app's chunks download, so that a
// remote page's manifest can be asked for as soon as they run (read-remote-ahead.ts).
ensureRemotes().catch(() => undefined);

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
