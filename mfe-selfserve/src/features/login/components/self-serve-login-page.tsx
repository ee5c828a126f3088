import { SIGNING_IN, SsoSignIn, useSessionEndedNotice } from '@bizcard/shared/auth';
import { Banner, Button, Card, Field, Input, Muted, ScriptedForm } from '@bizcard/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSelfServeTenantId } from '../../../hooks/use-self-serve-tenant-id';
import { useSelfServeLogin } from '../hooks/use-self-serve-login';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(8)};
`;

const Title = styled.h1`
  font-size: 22px;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Intro = styled(Muted)`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => `-${theme.space(2)} 0 ${theme.space(4)}`};
  & > button {
    padding-right: 0;
    font-size: 14px;
  }
`;

export function SelfServeLoginPage() {
  const tenantId = useSelfServeTenantId();
  const { busy, notice, signIn, forgotPassword } = useSelfServeLogin(tenantId);
  const sessionEnded = useSessionEndedNotice();
  // Only a tenant's own link starts its SSO at once: a remembered tenant may not be this person's.
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const noticeId = useId();
  const names = (field: 'email' | 'password') =>
    notice?.fields?.includes(field) ? noticeId : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signIn(email, password);
  };

  return (
    <Page>
      <Panel>
        <Title>Sign in to update your card</Title>
        <Intro>Use the email address your business card was issued to.</Intro>
        {sessionEnded && <Banner tone="info">{sessionEnded}</Banner>}
        {notice && (
          <Banner tone={notice.tone} id={noticeId}>
            {notice.text}
          </Banner>
        )}
        <ScriptedForm noValidate onSubmit={submit}>
          <Field label="Email" errorId={names('email')}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Field label="Password" errorId={names('password')}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <ForgotRow>
            <Button $variant="ghost" disabled={busy !== null} onClick={() => forgotPassword(email)}>
              Forgot Password?
            </Button>
          </ForgotRow>
          <Button type="submit" $block disabled={busy !== null}>
            {busy === 'sign-in' ? SIGNING_IN : 'Sign In'}
          </Button>
        </ScriptedForm>
        <SsoSignIn audience="self" tenantId={params.get('tenant_id')?.trim() || null} />
      </Panel>
    </Page>
  );
}
