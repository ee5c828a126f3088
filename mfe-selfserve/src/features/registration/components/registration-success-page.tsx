import { SELF_SERVE_LOGIN_PATH, withTenant } from '@bizcard/shared/auth';
import { Banner, Button, Muted } from '@bizcard/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { REGISTRATION_TEXT } from '../messages';
import { Actions, Page, Panel, Title } from './centred-card';

interface SuccessState {
  user?: { embedded_url?: string | null; email?: string | null };
  tenantId?: string | null;
}

const CardAddress = styled.p`
  overflow-wrap: anywhere;
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(4)}`};
`;

/** /registration-success (spec §2): the person and tenant arrive in the navigation state. */
export function RegistrationSuccessPage() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SuccessState;
  const cardUrl = state.user?.embedded_url || null;
  const tenantId = state.tenantId ?? null;
  const signIn = () => navigate(withTenant(SELF_SERVE_LOGIN_PATH, tenantId));

  if (!state.user) {
    return (
      <Page>
        <Panel>
          <Title>{REGISTRATION_TEXT.noRegistrationTitle}</Title>
          <p>{REGISTRATION_TEXT.noRegistration}</p>
          <Actions>
            <Button onClick={signIn}>Sign In</Button>
          </Actions>
        </Panel>
      </Page>
    );
  }

  return (
    <Page>
      <Panel>
        <Title>{REGISTRATION_TEXT.successTitle}</Title>
        <p>{REGISTRATION_TEXT.passwordEmailed}</p>
        {cardUrl ? (
          <CardAddress>
            <Muted>Your card: </Muted>
            {cardUrl}
          </CardAddress>
        ) : (
          <CardAddress>{REGISTRATION_TEXT.cardProcessing}</CardAddress>
        )}
        {!cardUrl && <Banner tone="info">{REGISTRATION_TEXT.cardUnavailable}</Banner>}
        <Actions>
          <Button $variant="secondary" onClick={signIn}>
            Sign In
          </Button>
          <Button
            disabled={!cardUrl}
            onClick={() => cardUrl && window.open(cardUrl, '_blank', 'noopener,noreferrer')}
          >
            View My Card
          </Button>
        </Actions>
      </Panel>
    </Page>
  );
}
