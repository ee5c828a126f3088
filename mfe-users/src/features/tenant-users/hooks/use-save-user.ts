import { createEndUser, errorMessage, updateEndUser } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { endUserWriteSchema, fieldErrors } from '@bizcard/shared/schemas';
import { useCallback, useState } from 'react';
import {
  type FormErrors,
  toFormErrors,
  toWriteRequest,
  type UserFormValues,
} from '../lib/user-form-values';
import { MESSAGES } from '../messages';

/**
 * Validates with the same schema the API uses, then creates or updates. Field messages show
 * under their fields; the server's refusals (409 for an email already used…) above the form.
 */
export function useSaveUser(
  tenant: Pick<Tenant, 'id' | 'stytch_org_id'>,
  userId: string | null,
  onSaved: (message: string) => void,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (values: UserFormValues) => {
      const parsed = endUserWriteSchema.safeParse(toWriteRequest(values, tenant.stytch_org_id));
      setServerError(null);
      if (!parsed.success) {
        setErrors(toFormErrors(fieldErrors(parsed.error)));
        return;
      }
      setErrors({});
      setBusy(true);
      // The schema fills stytch_org_id with null when absent; the wire carries it only when set.
      const { stytch_org_id, ...fields } = parsed.data;
      const body = stytch_org_id ? parsed.data : fields;
      try {
        if (userId) await updateEndUser(tenant.id, userId, body);
        else await createEndUser(tenant.id, body);
        onSaved(userId ? MESSAGES.userUpdated : MESSAGES.userCreated);
      } catch (failure) {
        setServerError(errorMessage(failure));
        setBusy(false);
      }
    },
    [tenant.id, tenant.stytch_org_id, userId, onSaved],
  );

  const clear = useCallback(() => {
    setErrors({});
    setServerError(null);
  }, []);

  return { errors, serverError, busy, submit, clear };
}
