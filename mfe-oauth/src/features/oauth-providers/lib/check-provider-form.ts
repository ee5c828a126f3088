import type { OAuthBodyField, OAuthCatalogueEntry } from '@bizcard/shared/model';
import {
  OAUTH_MESSAGES,
  type OAuthProviderBody,
  oauthProviderBodySchema,
} from '@bizcard/shared/schemas';
import { MESSAGES } from '../messages';
import { toProviderBody } from './provider-body';
import { keepsStoredSecret, type ProviderFormValues } from './provider-form-values';

/** A control of the form, to mark invalid and focus. */
export type FormControl = 'provider' | 'displayName' | OAuthBodyField | 'claims' | 'scopes';

export interface FormError {
  message: string;
  control?: FormControl;
}

interface CheckInput {
  tenantId: string | null;
  values: ProviderFormValues;
  /** The chosen provider's catalogue entry; undefined until one is chosen. */
  entry: OAuthCatalogueEntry | undefined;
  /** The configuration being edited has a client secret: leaving it blank keeps it. */
  secretStored: boolean;
}

// Where the API schema's refusals point in the form.
const CONTROL_OF: Partial<Record<string, FormControl>> = {
  provider_name: 'provider',
  display_name: 'displayName',
  field_mappings: 'claims',
  scopes: 'scopes',
};

/**
 * Spec §5 in its order, the first failure only: a tenant, a provider, a Display Name, then
 * each required credential of the provider. Then the API's own schema (lengths, http(s)
 * addresses, claim names), so that nothing it would refuse is sent.
 */
export function checkProviderForm({
  tenantId,
  values,
  entry,
  secretStored,
}: CheckInput): { error: FormError } | { body: OAuthProviderBody } {
  if (!tenantId) return { error: { message: MESSAGES.noTenant } };
  if (!entry) return { error: { message: OAUTH_MESSAGES.noProvider, control: 'provider' } };
  if (!values.displayName.trim()) {
    return { error: { message: OAUTH_MESSAGES.displayNameRequired, control: 'displayName' } };
  }
  for (const field of entry.fields) {
    if (
      field.required &&
      !keepsStoredSecret(field, secretStored) &&
      !values.credentials[field.target].trim()
    ) {
      return { error: { message: OAUTH_MESSAGES.required(field.label), control: field.target } };
    }
  }
  const body = toProviderBody(values, entry);
  const parsed = oauthProviderBodySchema.safeParse(body);
  if (parsed.success) return { body };
  const issue = parsed.error.issues[0]!;
  const path = String(issue.path[0] ?? '');
  const control =
    CONTROL_OF[path] ?? (path in values.credentials ? (path as OAuthBodyField) : undefined);
  return { error: { message: issue.message, control } };
}
