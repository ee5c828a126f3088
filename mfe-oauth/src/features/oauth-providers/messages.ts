// The OAuth Provider Configuration screen's texts (spec §2, §4, §5, §8), for every file here.
// The save rules' own messages (provider, Display Name, '{label} is required') are
// OAUTH_MESSAGES in @bizcard/shared/schemas, which the API checks with too.

import { OAUTH_MESSAGES } from '@bizcard/shared/schemas';
import { COPY_FAILED, NO_TENANT_SELECTED } from '@bizcard/shared/ui';

export const PAGE_TITLE = 'OAuth Provider Configuration';

export const MESSAGES = {
  selectTenant: 'Please select a tenant to configure OAuth providers.',
  loading: 'Loading OAuth configuration...',
  loadingProviders: 'Loading providers...',
  loadFailed: 'Failed to load OAuth configuration',
  empty: 'No OAuth providers configured yet.',
  noTenant: NO_TENANT_SELECTED,
  saved: OAUTH_MESSAGES.saved,
  saveFailed: 'Failed to save OAuth configuration',
  deleteFailed: 'Failed to delete OAuth configuration',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete the ${name} configuration? This action cannot be undone.`,
  rotateKeys: 'Key rotation will be implemented in a future update.',
  secretSet: '•••• set',
  copied: (label: string) => `${label} copied to clipboard!`,
  copyFailed: COPY_FAILED,
  active: 'Active',
  notAvailable: 'N/A',
} as const;

/** Notice durations of spec §9: the saved message 3 s, a copy's outcome 2 s. */
export const DURATIONS = { saved: 3000, copy: 2000 } as const;
