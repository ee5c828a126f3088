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
