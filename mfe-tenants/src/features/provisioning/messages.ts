// The Provisioning screen's texts (issue 29 item 1): the tenant's SCIM base URL and the bearer
// tokens its directory (Okta, Microsoft Entra ID) provisions people with.

export const PAGE_TITLE = 'Provisioning';

/** How long 'copied' notices stay (spec §9: 2 s). */
export const COPY_NOTICE_MS = 2000;

export const MESSAGES = {
  selectTenant: 'Please select a tenant to set up provisioning.',
  intro:
    'Your identity provider (Okta, Microsoft Entra ID) creates, updates and deactivates people through SCIM 2.0 with this address and a token made here.',
  baseUrlLabel: 'SCIM base URL',
  loading: 'Loading tokens...',
  loadFailed: 'Failed to load SCIM tokens',
  tokensTitle: 'Tokens',
  empty: 'No tokens yet. Make one with New token and give it to your identity provider.',
  caption: 'SCIM tokens, newest first',
  newToken: 'New token',
  never: 'Never',
  active: 'Active',
  revokedOn: (at: string) => `Revoked ${at}`,
  copy: 'Copy',
  copied: (label: string) => `${label} copied to clipboard!`,
  revoked: (name: string) => `Token ${name} revoked.`,
} as const;

export const NEW_TOKEN = {
  title: 'New SCIM token',
  nameLabel: 'Name',
  nameHint: 'Says where the token is used, for example Okta production.',
  creating: 'Creating...',
  submit: 'Create token',
  failed: 'Failed to create the token',
} as const;

export const TOKEN_CREATED = {
  title: 'Copy your SCIM token',
  tokenLabel: 'SCIM token',
  warning:
    'Copy this token now and store it in your identity provider. It will not be shown again.',
  done: 'Done',
} as const;

export const REVOKE_TOKEN = {
  title: 'Revoke Token',
  confirm: ['Revoke', 'Revoking...'] as const,
} as const;
