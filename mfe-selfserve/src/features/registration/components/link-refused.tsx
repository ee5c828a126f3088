import { SELF_SERVE_LOGIN_PATH, withTenant } from '@bizcard/shared/auth';
import { Banner, Button } from '@bizcard/shared/ui';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_TEXT } from '../messages';
import { Actions } from './centred-card';

interface LinkRefusedProps {
  message: string;
  tenantId: string;
}

/**
 * A registration link that is used, expired or wrong: most often the person has registered
 * already, so the way on is their tenant's self-serve sign-in, not a dead end.
 */
export function LinkRefused({ message, tenantId }: LinkRefusedProps) {
  const navigate = useNavigate();
  return (
    <>
      <Banner tone="error">{message}</Banner>
      <p>{REGISTRATION_TEXT.linkRefusedSignIn}</p>
      <Actions>
        <Button onClick={() => navigate(withTenant(SELF_SERVE_LOGIN_PATH, tenantId))}>
          Sign in
        </Button>
      </Actions>
    </>
  );
}
