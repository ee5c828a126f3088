import {
  ADMIN_LOGIN_PATH,
  AuthCard,
  SELF_SERVE_LOGIN_PATH,
  withTenant,
} from '@bizcard/shared/auth';
import { SSO_FAILURES } from '@bizcard/shared/model';
import { Button } from '@bizcard/shared/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { SSO_FAILED_TITLE } from '../messages';

const UNKNOWN_FAILURE = {
  title: SSO_FAILED_TITLE,
  message: 'Your organisation could not sign you in. Please try again.',
};

const failureOf = (reason: string | null) =>
  reason && Object.hasOwn(SSO_FAILURES, reason)
    ? SSO_FAILURES[reason as keyof typeof SSO_FAILURES]
    : UNKNOWN_FAILURE;

/**
 * /sso/failed?reason=…&audience=…[&tenant_id=…]: where every failed single sign-on ends
 * (decision 018). Says what happened and leads back to the sign-in page it started from.
 */
export function SsoFailedPage() {
  const [params] = useSearchParams();
  const { title, message } = failureOf(params.get('reason'));
  const signIn =
    params.get('audience') === 'self'
      ? withTenant(SELF_SERVE_LOGIN_PATH, params.get('tenant_id'))
      : ADMIN_LOGIN_PATH;

  return (
    <AuthCard title={title} subtitle={message}>
      <Button as={Link} to={signIn} $block>
        Try again
      </Button>
    </AuthCard>
  );
}
