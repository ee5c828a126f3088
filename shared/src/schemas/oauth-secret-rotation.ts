// Rotating a configuration's client secret (issue 27): what the form takes, the rule both the
// form and the API check it with, and the reply. The fields are the catalogue's own, so the
// form names them as the credentials form does ('Client Secret', 'App Secret', 'Secret ID').
import * as z from 'zod/mini';
import { OAUTH_CATALOGUE } from '../model/oauth-catalogue';
import type { OAuthCredentialField } from '../model/oauth-providers';
import { optionalText } from './fields';
import { lazySchema } from './lazy-schema';
import { OAUTH_MESSAGES, oauthProviderConfigSchema } from './oauth-providers';

/** Body of POST /api/management/oauth-providers/{tenantId}/{providerName}/rotate-secret */
export const oauthSecretRotationBodySchema = lazySchema(() =>
  z.object({
    client_secret: optionalText(2000, 'Client Secret'),
    /** Microsoft Entra names each client secret by a Secret ID; other providers have none. */
    secret_id: optionalText(200, 'Secret ID'),
  }),
);

export type OAuthSecretRotationBody = z.input<typeof oauthSecretRotationBodySchema>;
export type OAuthSecretRotationInput = z.output<typeof oauthSecretRotationBodySchema>;
export type SecretRotationTarget = keyof OAuthSecretRotationInput;

const ROTATED: readonly string[] = ['client_secret', 'secret_id'] satisfies SecretRotationTarget[];

type RotationField = OAuthCredentialField & { target: SecretRotationTarget };

/** The provider's credential fields a rotation replaces, in the catalogue's order. */
export const secretRotationFields = (providerName: string): RotationField[] =>
  (OAUTH_CATALOGUE.find((entry) => entry.value === providerName)?.fields ?? []).filter(
    (field): field is RotationField => ROTATED.includes(field.target),
  );

/** The first required field left blank, as '{label} is required'; null when all are given. */
export function secretRotationProblem(
  providerName: string,
  input: Partial<Record<SecretRotationTarget, string | null>>,
): { target: SecretRotationTarget; message: string } | null {
  for (const field of secretRotationFields(providerName)) {
    if (field.required && !input[field.target]?.trim()) {
      return { target: field.target, message: OAUTH_MESSAGES.required(field.label) };
    }
  }
  return null;
}

/** The reply: whether the provider was asked about the new secret, never the secret. */
export const oauthSecretRotationReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    /** True when the provider accepted the new credentials; false when no check was possible. */
    checked: z.boolean(),
    data: oauthProviderConfigSchema,
  }),
);
