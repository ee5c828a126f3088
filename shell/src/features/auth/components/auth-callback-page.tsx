import { AuthCard } from '@bizcard/shared/auth';
import { Banner, Button, Spinner } from '@bizcard/shared/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMagicLinkCallback } from '../hooks/use-magic-link-callback';

/** /auth/callback?token=…: where the magic link (or hosted sign-in) lands. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failure = useMagicLinkCallback(params.get('token'));

  if (!failure) {
    return (
      <AuthCard title="Signing you in">
        <Spinner label="Authenticating..." />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Authentication Failed">
      <Banner tone="error">{failure}</Banner>
      <Button $block onClick={() => navigate('/login', { replace: true })}>
        Back to Login
      </Button>
    </AuthCard>
  );
}
