import { type AppConfig, isAllowedOrigin } from '../config';
import type { MailRecipient } from '../mail/templates';
import type { PrincipalType } from './principal';

/** An address of the web app: PUBLIC_APP_URL plus a path and query. */
export function appUrl(config: AppConfig, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${config.publicAppUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/** The caller's redirect URL when its origin is allowlisted; never an open redirect. */
function allowedRedirect(config: AppConfig, value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return isAllowedOrigin(config, url.origin) ? url : null;
  } catch {
    return null;
  }
}

/** Who a link or mail is for, as the token records it. */
export interface LinkRecipient {
  type: PrincipalType;
  tenantId: string | null;
}

/**
 * What a reset link for an end user carries (spec §4 "Reset password"): the page speaks to an
 * end user and ends on their tenant's self-serve login, whatever page asked for the mail.
 */
export const selfServeLinkQuery = (tenantId: string | null): Record<string, string> => ({
  slug: 'usermanagedtenant',
  token_type: 'multi_tenant_passwords',
  tenant_id: tenantId ?? '',
});

/** The self-serve login of an end user's tenant, named at the foot of their mails. */
export const selfServeSignInUrl = (config: AppConfig, tenantId: string | null): string =>
  appUrl(config, '/self-serve-login', tenantId ? { tenant_id: tenantId } : {}).toString();

/**
 * The password-reset link: the caller's redirect URL (query kept) when allowed, else the
 * app's /forgot-password page; the token is added either way. The recipient decides the rest,
 * over whatever the redirect URL said: an end user's link names their tenant and the
 * self-serve token type; an admin's never does, so it cannot send an admin to self-serve.
 */
export function resetLink(
  config: AppConfig,
  redirectUrl: string | undefined,
  token: string,
  recipient: LinkRecipient,
): string {
  const url = allowedRedirect(config, redirectUrl) ?? appUrl(config, '/forgot-password');
  if (recipient.type === 'end_user') {
    for (const [key, value] of Object.entries(selfServeLinkQuery(recipient.tenantId))) {
      url.searchParams.set(key, value);
    }
  } else {
    url.searchParams.delete('slug');
    url.searchParams.delete('token_type');
  }
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The magic link. An end user's names them (`mode=self`, their tenant), so a link that has
 * expired offers their own sign-in, not the admin one.
 */
export function magicLink(config: AppConfig, token: string, recipient: LinkRecipient): string {
  const url = appUrl(config, '/auth/callback', { token });
  if (recipient.type === 'end_user') {
    url.searchParams.set('mode', 'self');
    if (recipient.tenantId) url.searchParams.set('tenant_id', recipient.tenantId);
  }
  return url.toString();
}

/** How a mail to this recipient names their way back to sign-in. */
export const mailRecipient = (config: AppConfig, recipient: LinkRecipient): MailRecipient =>
  recipient.type === 'end_user'
    ? { type: 'end_user', signInUrl: selfServeSignInUrl(config, recipient.tenantId) }
    : { type: 'admin' };
