import type { OAuthProviderConfig } from '../model/oauth-providers';
import { DEFAULT_CLAIM_MAPPINGS, DEFAULT_OIDC_SCOPES } from '../model/sso-settings';
import { ACME } from './tenants';

/** A stored OAuth configuration of Acme; a Google one unless `overrides` say otherwise. */
export const makeOAuthConfig = (
  overrides: Partial<OAuthProviderConfig> = {},
): OAuthProviderConfig => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  tenant_id: ACME.id,
  provider_name: 'google',
  providerName: 'google',
  display_name: 'Acme Google',
  provider_url: null,
  client_id: 'google-client-id',
  client_secret_set: true,
  oauth_tenant_id: null,
  secret_id: null,
  aws_secret_name: null,
  aws_secret_region: null,
  redirect_uri: 'https://cards.acme.example/api/auth/oidc/callback',
  scopes: DEFAULT_OIDC_SCOPES,
  field_mappings: DEFAULT_CLAIM_MAPPINGS,
  createdAt: '2024-01-10T12:00:00.000Z',
  updatedAt: '2024-01-10T12:00:00.000Z',
  secretRotatedAt: '2024-01-10T12:00:00.000Z',
  ...overrides,
});
