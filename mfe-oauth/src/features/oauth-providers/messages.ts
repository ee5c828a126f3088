// The OAuth Provider Configuration screen's texts (spec §2, §4, §5, §8), for every file here.
// The save rules' own messages (provider, Display Name, '{label} is required') are
// OAUTH_MESSAGES in @bizcard/shared/schemas, which the API checks with too.

import { OAUTH_MESSAGES } from '@bizcard/shared/schemas';
import { COPY_FAILED, NO_TENANT_SELECTED } from '@bizcard/shared/ui';
import { SECRET_MAX_AGE_DAYS } from './lib/secret-age';

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
  rotateIntro: (name: string, provider: string) =>
    `New credentials for ${name} (${provider}). The current secret stays in use until the new one is saved.`,
  rotateFailed: 'Failed to rotate the client secret',
  secretRotatedOn: (date: string) => `Secret rotated on ${date}`,
  secretStale: `Secret older than ${SECRET_MAX_AGE_DAYS} days`,
  secretSet: '•••• set',
  copied: (label: string) => `${label} copied to clipboard!`,
  copyFailed: COPY_FAILED,
  redirectUri: 'Redirect URI',
  toRegister: (label: string) => `${label} to register:`,
  copyLabel: (label: string) => `Copy ${label}`,
  // SAML 2.0 (decision 057): what the identity provider is given.
  samlAcs: 'Single sign-on URL (ACS)',
  samlEntityId: 'Audience (SP entity ID and metadata URL)',
  attributeMappings: 'Attribute mappings',
  claimMappings: 'Claim mappings',
  active: 'Active',
  notAvailable: 'N/A',
} as const;

/** Notice durations of spec §9: the saved message 3 s, a copy's outcome 2 s. */
export const DURATIONS = { saved: 3000, copy: 2000 } as const;
