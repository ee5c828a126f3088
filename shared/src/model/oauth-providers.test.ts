import * as catalogue from './oauth-catalogue';
import * as wire from './oauth-providers';
import * as sso from './sso';
import * as ssoSettings from './sso-settings';

// Each file holds one kind of thing: the wire shapes (with the provider names they are typed
// by), the built-in catalogue the screen offers, the sign-on paths, and what single sign-on
// asks for and copies.
describe('the OAuth provider model', () => {
  test('the wire module holds its types and the provider names, no catalogue or sign-on values', () => {
    expect(Object.keys(wire)).toEqual(['OAUTH_PROVIDER_NAMES']);
  });

  test('the catalogue, the sign-on paths and the sign-on settings each have a file of their own', () => {
    expect(Object.keys(catalogue).sort()).toEqual([
      'OAUTH_CATALOGUE',
      'SAML_FIELD_LABELS',
      'oauthProviderLabel',
    ]);
    expect(sso.SSO_CALLBACK_PATH).toBe('/api/auth/oidc/callback');
    expect(Object.keys(ssoSettings).sort()).toEqual([
      'DEFAULT_CLAIM_MAPPINGS',
      'DEFAULT_OIDC_SCOPES',
      'DEFAULT_SAML_MAPPINGS',
      'MAPPABLE_FIELDS',
      'SSO_PROVIDER_NAMES',
      'defaultMappingsFor',
    ]);
  });
});
