import { SSO_FAILURE_PATH, type SsoAudience, type SsoFailureReason } from '@bizcard/shared/model';
import * as oidc from 'openid-client';

/** A callback that cannot sign the person in: it ends on the failure page with this reason. */
export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    detail?: string,
    /** The address the provider vouched for, once known: the audit log names it. */
    readonly email: string | null = null,
  ) {
    super(detail ?? reason);
    this.name = 'SsoFailure';
  }
}

const isNetworkError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error instanceof TypeError && /fetch failed/i.test(error.message)));

/** What went wrong at the provider, as one of the failure page's reasons. */
export function providerFailure(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError)
    return new SsoFailure('denied', error.error);
  if (error instanceof oidc.ResponseBodyError) {
    return new SsoFailure(error.error === 'invalid_grant' ? 'expired' : 'invalid', error.error);
  }
  if (isNetworkError(error)) return new SsoFailure('unreachable', (error as Error).message);
  const code = (error as { code?: unknown }).code;
  return new SsoFailure(
    'invalid',
    `${typeof code === 'string' ? `${code}: ` : ''}${String((error as Error)?.message ?? error)}`,
  );
}

/** The failure page, with what it needs to offer the right way back. */
export function failureLocation(
  reason: SsoFailureReason,
  audience: SsoAudience,
  tenantId: string | null,
): string {
  const query = new URLSearchParams({ reason, audience });
  if (tenantId && audience === 'self') query.set('tenant_id', tenantId);
  return `${SSO_FAILURE_PATH}?${query}`;
}
