import { serverMessage, startSso } from '@bizcard/shared/api';
import type { SsoAudience } from '@bizcard/shared/model';
import { type FormEvent, useState } from 'react';
import { leavePageFor } from './leave-page';
import { SSO_EMAIL_REQUIRED } from './sign-in-messages';

// Spec §5's shape of an address: something@something.something, without spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SSO_START_FAILED = 'Single sign-on could not start. Please try again.';

type SsoTarget = { email: string } | { tenant_id: string };

/**
 * 'Sign in with SSO': asks the API where the person's organisation signs them in, then leaves
 * for it. With the tenant known (a tenant's own sign-in link), no email is asked.
 */
export function useSsoSignIn(audience: SsoAudience, tenantId: string | null) {
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (target: SsoTarget) => {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url } = await startSso({ ...target, audience });
      // Still busy: the page stays as it is until the browser has left it.
      leavePageFor(redirect_url);
    } catch (failure) {
      setError(serverMessage(failure) ?? SSO_START_FAILED);
      setBusy(false);
    }
  };

  const begin = () => (tenantId ? void start({ tenant_id: tenantId }) : setAsking(true));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address)) return setError(SSO_EMAIL_REQUIRED);
    void start({ email: address });
  };

  return { asking, email, setEmail, busy, error, begin, submit };
}
