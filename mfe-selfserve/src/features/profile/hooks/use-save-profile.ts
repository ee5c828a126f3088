import { serverMessage, updateSelfServeUserInfo } from '@bizcard/shared/api';
import type { SelfServeFormValues, SelfServeUserInfo } from '@bizcard/shared/model';
import { fieldErrors, selfServeUpdateSchema } from '@bizcard/shared/schemas';
import { useCallback, useState } from 'react';
import { toUpdateRequest } from '../lib/profile-values';
import { PROFILE_MESSAGES } from '../messages';

export type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Checks the form with the schema the API checks with, then saves. Field messages show under
 * their fields; the outcome in a banner (spec §4 "Profile save").
 */
export function useSaveProfile(
  tenantId: string | null,
  onSaved: (user: SelfServeUserInfo) => void,
) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const save = useCallback(
    async (values: SelfServeFormValues) => {
      const body = toUpdateRequest(values, tenantId);
      const parsed = selfServeUpdateSchema.safeParse(body);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        setNotice({ tone: 'error', text: PROFILE_MESSAGES.fixFields });
        return;
      }
      setErrors({});
      setNotice(null);
      setBusy(true);
      try {
        const answer = await updateSelfServeUserInfo(body);
        onSaved(answer.user);
        setNotice({ tone: 'success', text: answer.message || PROFILE_MESSAGES.updated });
      } catch (error) {
        setNotice({ tone: 'error', text: serverMessage(error) ?? PROFILE_MESSAGES.updateFailed });
      } finally {
        setBusy(false);
      }
    },
    [tenantId, onSaved],
  );

  const clear = useCallback(() => {
    setErrors({});
    setNotice(null);
  }, []);

  return { busy, errors, notice, save, clear };
}
