import {
  AuthCard,
  dropLinkTokenFromAddress,
  SELF_SERVE_LOGIN_PATH,
  withTenant,
} from '@bizcard/shared/auth';
import { Banner, Button, Spinner } from '@bizcard/shared/ui';
import { useLayoutEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMagicLinkCallback } from '../hooks/use-magic-link-callback';

/**
 * /auth/callback?token=…: where the magic link (or hosted sign-in) lands. An end user's link
 * says so (`mode=self`, their tenant_id): a link that fails sends them back to their own
 * sign-in, where their password works, not to the admin one.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A layout effect: it runs before the exchange's request (an effect), so no request this
  // page makes carries the token in its Referer.
  useLayoutEffect(() => dropLinkTokenFromAddress(), []);
  const failure = useMagicLinkCallback(params.get('token'));
  const audience = params.get('mode') === 'self' ? 'self' : 'admin';
  const signIn =
    audience === 'self' ? withTenant(SELF_SERVE_LOGIN_PATH, params.get('tenant_id')) : '/login';

  if (!failure) {
    return (
      <AuthCard title="Signing you in" audience={audience}>
        <Spinner label="Authenticating..." />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Authentication Failed" audience={audience}>
      <Banner tone="error">{failure}</Banner>
      <Button $block onClick={() => navigate(signIn, { replace: true })}>
        Back to Login
      </Button>
    </AuthCard>
  );
}
