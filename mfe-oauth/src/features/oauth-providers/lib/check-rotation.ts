import {
  type OAuthSecretRotationBody,
  oauthSecretRotationBodySchema,
  type SecretRotationTarget,
  secretRotationFields,
  secretRotationProblem,
} from '@bizcard/shared/schemas';

/** What the Rotate Keys form holds; Secret ID only matters to providers that name one. */
export type RotationValues = Record<SecretRotationTarget, string>;

export const EMPTY_ROTATION: RotationValues = { client_secret: '', secret_id: '' };

export interface RotationError {
  message: string;
  target?: SecretRotationTarget;
}

/** The body sent: the provider's own rotation fields only. */
export function rotationBody(
  providerName: string,
  values: RotationValues,
): OAuthSecretRotationBody {
  const body: OAuthSecretRotationBody = {};
  for (const field of secretRotationFields(providerName)) body[field.target] = values[field.target];
  return body;
}

/** The API's own rules, so a form it would refuse is never sent: '{label} is required' first. */
export function checkRotation(providerName: string, values: RotationValues): RotationError | null {
  const body = rotationBody(providerName, values);
  const missing = secretRotationProblem(providerName, body);
  if (missing) return missing;
  const parsed = oauthSecretRotationBodySchema.safeParse(body);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  const target = issue?.path[0];
  return {
    message: issue?.message ?? 'Invalid value',
    target: target === 'client_secret' || target === 'secret_id' ? target : undefined,
  };
}
