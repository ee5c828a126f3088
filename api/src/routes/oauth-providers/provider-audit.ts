import type { AuditAction } from '@bizcard/shared/model';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Queryable } from '../../db/database';

type ProviderAction = Extract<AuditAction, `oauth_provider.${string}`>;

const DONE: Record<ProviderAction, string> = {
  'oauth_provider.create': 'created',
  'oauth_provider.update': 'updated',
  'oauth_provider.delete': 'deleted',
  'oauth_provider.rotate_secret': 'client secret rotated',
};

/** What became of the client secret; the secret itself is never written to the log. */
export type SecretChange = 'set' | 'replaced' | 'kept' | 'none' | 'checked' | 'unchecked';

const SECRET_TEXT: Record<SecretChange, string> = {
  set: '; client secret set',
  replaced: '; client secret replaced',
  kept: '; client secret kept',
  none: '',
  checked: '; the provider accepted it',
  unchecked: '; not checked with the provider',
};

/** One configuration's change, in its transaction: 'OAuth configuration Company SSO (oidc) updated; client secret kept'. */
export function recordProviderChange(
  tx: Queryable,
  actor: AuditActor,
  action: ProviderAction,
  provider: { tenant_id: string; provider_name: string; display_name: string },
  secret: SecretChange = 'none',
): Promise<void> {
  const name = `${provider.display_name} (${provider.provider_name})`;
  return recordAudit(tx, {
    tenantId: provider.tenant_id,
    ...actor,
    action,
    target: provider.display_name,
    message: `OAuth configuration ${name} ${DONE[action]}${SECRET_TEXT[secret]}`,
  });
}
