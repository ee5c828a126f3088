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
  preview: 'Preview',
  clearPreview: 'Clear',
} as const;

/** After a version when this browser uses it instead of the live one (decision 041). */
export const CHOSEN_TEXT = { preview: ' (preview)', canary: ' (canary)' } as const;

/** A remote's load state in this page, as the About panel words it. */
export const LOAD_STATE_TEXT: Record<RemoteLoadState | 'not-loaded', string> = {
  loaded: 'Loaded',
  'not-loaded': 'Not loaded yet',
  failed: 'Failed to load',
};
