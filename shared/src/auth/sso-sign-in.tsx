import type { SsoAudience } from '@bizcard/shared/model';
import { Banner, Button, Field, Input } from '@bizcard/shared/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { SSO_EMAIL_REQUIRED } from './sign-in-messages';
import { useSsoSignIn } from './use-sso-sign-in';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface SsoSignInProps {
  audience: SsoAudience;
  /** The tenant the page was opened for (`?tenant_id=`): then no email is asked. */
  tenantId?: string | null;
}

/** 'Sign in with SSO' under a sign-in form: through the person's organisation (decision 018). */
export function SsoSignIn({ audience, tenantId = null }: SsoSignInProps) {
  const sso = useSsoSignIn(audience, tenantId);
  const emailInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    if (sso.asking) emailInput.current?.focus();
  }, [sso.asking]);

  return (
    <Section aria-label="Single sign-on">
      {sso.error ? (
        <Banner tone="error" id={errorId}>
          {sso.error}
        </Banner>
      ) : null}
      {sso.asking ? (
        <form noValidate onSubmit={sso.submit}>
          <Field
            label="Work email"
            errorId={sso.error === SSO_EMAIL_REQUIRED ? errorId : undefined}
          >
            {(control) => (
              <Input
                {...control}
                ref={emailInput}
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={sso.email}
                onChange={(event) => sso.setEmail(event.target.value)}
                disabled={sso.busy}
              />
            )}
          </Field>
          <Button type="submit" $block disabled={sso.busy}>
            {sso.busy ? 'Redirecting...' : 'Continue'}
          </Button>
        </form>
      ) : (
        <Button $variant="secondary" $block disabled={sso.busy} onClick={sso.begin}>
          {sso.busy ? 'Redirecting...' : 'Sign in with SSO'}
        </Button>
      )}
    </Section>
  );
}
