import { AuthCard, SIGNING_IN, SsoSignIn, useSessionEndedNotice } from '@bizcard/shared/auth';
import { Banner, Button, Field, Input, ScriptedForm } from '@bizcard/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { type LoginField, useLoginForm } from '../hooks/use-login-form';
import { LoginTabs, loginPanelId } from './login-tabs';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) { text-decoration: underline; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** /login: magic link or password sign-in for admins (spec §2 "Login screen"). */
export function LoginPage() {
  const form = useLoginForm();
  const sessionEnded = useSessionEndedNotice();
  const isPassword = form.mode === 'password';
  const errorId = useId();
  const names = (field: LoginField) => (form.invalid === field ? errorId : undefined);
  const submitText = isPassword
    ? form.busy
      ? SIGNING_IN
      : 'Sign In'
    : form.busy
      ? 'Sending...'
      : 'Send Magic Link';

  return (
    <AuthCard title="Sign in to your account" subtitle="Manage tenants, users and business cards.">
      <LoginTabs mode={form.mode} onChange={form.changeMode} />
      <ScriptedForm
        id={loginPanelId}
        role="tabpanel"
        aria-label={isPassword ? 'Sign in with password' : 'Sign in with a magic link'}
        noValidate
        onSubmit={form.submit}
      >
        {sessionEnded ? <Banner tone="info">{sessionEnded}</Banner> : null}
        {form.error ? (
          <Banner tone="error" id={errorId}>
            {form.error}
          </Banner>
        ) : null}
        {form.notice ? <Banner tone="success">{form.notice}</Banner> : null}
        <Field label="Email" errorId={names('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={form.email}
              onChange={(event) => form.setEmail(event.target.value)}
              disabled={form.busy}
            />
          )}
        </Field>
        {isPassword ? (
          <>
            <Field label="Password" errorId={names('password')}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={form.password}
                  onChange={(event) => form.setPassword(event.target.value)}
                  disabled={form.busy}
                />
              )}
            </Field>
            <ForgotRow>
              <LinkButton type="button" onClick={form.forgotPassword} disabled={form.busy}>
                Forgot Password?
              </LinkButton>
            </ForgotRow>
          </>
        ) : null}
        <Button type="submit" $block disabled={form.busy}>
          {submitText}
        </Button>
      </ScriptedForm>
      <SsoSignIn audience="admin" />
    </AuthCard>
  );
}
