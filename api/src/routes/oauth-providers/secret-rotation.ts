import {
  type OAuthSecretRotationInput,
  oauthSecretRotationBodySchema,
  secretRotationFields,
  secretRotationProblem,
} from '@bizcard/shared/schemas';
import type { AuditActor } from '../../audit/audit-actor';
import type { SecretBox } from '../../auth/secret-box';
import type { ProviderReach } from '../../auth/sso/provider-client';
import type { Transactional } from '../../db/database';
import { HttpError, notFound } from '../../errors';
import { parseBody } from '../../validation';
import { CONFIG_NOT_FOUND, secretCheckFailed, secretRefused, secretRotated } from './messages';
import { recordProviderChange } from './provider-audit';
import { type ProviderRow, secretContext, toProviderConfig } from './provider-record';
import { findProvider, rotateSecret } from './provider-store';
import { checkClientSecret } from './secret-check';

export interface RotationContext {
  db: Transactional;
  box: SecretBox;
  reach: ProviderReach;
  actor: AuditActor;
}

/** The body checked against the provider's own fields: '{label} is required' (spec §5). */
function rotationInput(provider: ProviderRow, body: unknown): OAuthSecretRotationInput {
  const input = parseBody(oauthSecretRotationBodySchema, body);
  const problem = secretRotationProblem(provider.provider_name, input);
  if (problem) throw new HttpError(400, problem.message);
  const takesSecretId = secretRotationFields(provider.provider_name).some(
    (field) => field.target === 'secret_id',
  );
  return { client_secret: input.client_secret, secret_id: takesSecretId ? input.secret_id : null };
}

/**
 * Rotate Keys (issue 27, decision 052): the new secret is tried at the provider where the
 * protocol allows; a refused or unverifiable one leaves the stored secret as it was. The new
 * one is sealed like every stored secret, and the audit entry says what happened, not what
 * the secret is.
 */
export async function rotateProviderSecret(
  context: RotationContext,
  tenantId: string,
  providerName: string,
  body: unknown,
) {
  const provider = await findProvider(context.db, tenantId, providerName);
  if (!provider) throw notFound(CONFIG_NOT_FOUND);
  const input = rotationInput(provider, body);
  const secret = input.client_secret ?? '';
  const check = await checkClientSecret(provider, secret, context.reach);
  if (check === 'refused') throw new HttpError(422, secretRefused(provider.display_name));
  if (check === 'unreachable') throw new HttpError(502, secretCheckFailed(provider.display_name));
  const sealed = context.box.seal(secret, secretContext(tenantId, provider.provider_name));
  const row = await context.db.transaction(async (tx) => {
    const rotated = await rotateSecret(tx, provider.id, sealed, input.secret_id);
    if (rotated) {
      const outcome = check === 'accepted' ? 'checked' : 'unchecked';
      await recordProviderChange(
        tx,
        context.actor,
        'oauth_provider.rotate_secret',
        rotated,
        outcome,
      );
    }
    return rotated;
  });
  if (!row) throw notFound(CONFIG_NOT_FOUND);
  const checked = check === 'accepted';
  return {
    success: true as const,
    message: secretRotated(row.display_name, row.provider_name, checked),
    checked,
    data: toProviderConfig(row),
  };
}
