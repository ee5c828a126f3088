import { serverMessage, updateSelfServeUserInfo } from '@bizcard/shared/api';
import type { SelfServeFormValues, SelfServeUserInfo } from '@bizcard/shared/model';
import { fieldErrors, selfServeUpdateSchema } from '@bizcard/shared/schemas';
import { useFormCheck } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import { toUpdateRequest } from '../lib/profile-values';
import { PROFILE_MESSAGES } from '../messages';

export type Notice = { tone: 'success' | 'error'; text: string };

const NO_ERRORS: Record<string, string> = {};
const FIX_FIELDS: Notice = { tone: 'error', text: PROFILE_MESSAGES.fixFields };

/**
 * Checks the form with the schema the API checks with, then saves. Field messages show under
 * their fields; the outcome in a banner (spec §4 "Profile save"), which asks for corrections
 * only while a field still needs one.
 */
export function useSaveProfile(
  tenantId: string | null,
  values: SelfServeFormValues | null,
  onSaved: (user: SelfServeUserInfo) => void,
) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    errors,
    formRef,
    checkSubmit,
    clear: clearErrors,
  } = useFormCheck(values, (held: SelfServeFormValues | null) => {
    const parsed = held && selfServeUpdateSchema.safeParse(toUpdateRequest(held, tenantId));
    return !parsed || parsed.success ? null : fieldErrors(parsed.error);
  });

  const save = useCallback(
    async (values: SelfServeFormValues) => {
      setNotice(null);
      if (checkSubmit(values)) return;
      setBusy(true);
      try {
        const answer = await updateSelfServeUserInfo(toUpdateRequest(values, tenantId));
        onSaved(answer.user);
        setNotice({ tone: 'success', text: answer.message || PROFILE_MESSAGES.updated });
      } catch (error) {
        setNotice({ tone: 'error', text: serverMessage(error) ?? PROFILE_MESSAGES.updateFailed });
      } finally {
        setBusy(false);
      }
    },
    [tenantId, onSaved, checkSubmit],
  );

  const clear = useCallback(() => {
    clearErrors();
    setNotice(null);
  }, [clearErrors]);

  return {
    busy,
    errors: errors ?? NO_ERRORS,
    notice: errors ? FIX_FIELDS : notice,
    formRef,
    save,
    clear,
  };
}
