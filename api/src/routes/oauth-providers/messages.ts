import { OAUTH_CATALOGUE } from '@bizcard/shared/model';
import { OAUTH_MESSAGES } from '@bizcard/shared/schemas';

export const ONLY_SUPER_ADMINS = 'Only super admins can configure OAuth providers';
export { TENANT_NOT_FOUND } from '../../errors';
export const CONFIG_NOT_FOUND = 'OAuth configuration not found';
export const CONFIG_SAVED = OAUTH_MESSAGES.saved;
export const CONFIG_DELETED = 'OAuth configuration deleted';
export const HTTPS_ISSUER_REQUIRED = 'Issuer URL must be an https:// address in production';
export const ISSUER_URL_INVALID = 'Provider URL must be an http:// or https:// address';

const providerLabel = (name: string) =>
  OAUTH_CATALOGUE.find((entry) => entry.value === name)?.label ?? name;

export const alreadyConfigured = (providerName: string) =>
  `This tenant already has a ${providerLabel(providerName)} configuration. Edit it instead of adding another.`;

// Rotate Keys (issue 27, decision 052): the current secret stays until the provider accepts
// the new one; the secret itself is in none of these.
export const secretRefused = (name: string) =>
  `${name} refused the new client secret. The current secret is still in use.`;
export const secretCheckFailed = (name: string) =>
  `${name} could not be reached to check the new client secret. The current secret is still in use; please try again.`;
export const secretRotated = (name: string, providerName: string, checked: boolean) =>
  checked
    ? `New client secret saved: ${name} accepted it.`
    : `New client secret saved without a check: ${providerLabel(providerName)} offers no way to test it from here. Sign in once to be sure it works.`;

// SAML 2.0 (decision 057).
export const SAML_METADATA_REQUIRED = 'IdP metadata URL or IdP metadata XML is required';
export const SAML_CERT_INVALID = 'IdP signing certificate is not an X.509 certificate';
export const SAML_NO_CERT =
  'The IdP metadata names no signing certificate: paste the IdP signing certificate.';
