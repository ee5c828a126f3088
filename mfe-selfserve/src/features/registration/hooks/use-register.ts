import { completeRegistration, type RegistrationLink, serverMessage } from '@bizcard/shared/api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_TEXT } from '../messages';

export const REGISTRATION_SUCCESS_PATH = '/registration-success';

/** Registers, then shows the success page with the saved person and their tenant (spec §4). */
export function useRegister(link: RegistrationLink | null, names: Record<string, string>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(email: string) {
    if (!link) {
      setError(REGISTRATION_TEXT.missingParameters);
      return;
    }
    setBusy(true);
    setError(null);
    const form = { ...names, email };
    try {
      const answer = await completeRegistration({
        ...form,
        token: link.token,
        tenant_id: link.tenantId,
        user_id: link.userId,
      });
      // The answer already holds the full person, card address included: no second call.
      navigate(REGISTRATION_SUCCESS_PATH, {
        replace: true,
        state: { user: answer.data ?? form, tenantId: link.tenantId },
      });
    } catch (failure) {
      setError(serverMessage(failure) ?? REGISTRATION_TEXT.failed);
      setBusy(false);
    }
  }

  return { busy, error, register };
}
