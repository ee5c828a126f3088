import type { RemoteLoadState } from '../../remotes/remote-load-status';

// Not in the spec: short, plain wording of our own (decision 029).
export const ABOUT_MESSAGES = {
  title: 'About',
  shellVersion: 'Dashboard version',
  remotes: 'Modules',
  version: 'Version',
  url: 'URL',
  status: 'Status',
  unknownVersion: 'unknown',
  loading: 'Loading…',
  remotesUnreadable: 'The list of modules could not be read.',
} as const;

/** A remote's load state in this page, as the About panel words it. */
export const LOAD_STATE_TEXT: Record<RemoteLoadState | 'not-loaded', string> = {
  loaded: 'Loaded',
  'not-loaded': 'Not loaded yet',
  failed: 'Failed to load',
};
