import { createEndUser, errorMessage, updateEndUser } from '@bizcard/shared/api';
import type { Tenant } from '@bizcard/shared/model';
import { endUserWriteSchema, fieldErrors } from '@bizcard/shared/schemas';
import { useFormCheck } from '@bizcard/shared/ui';
import { useCallback, useState } from 'react';
import {
  type FormErrors,
  toFormErrors,
  toWriteRequest,
  type UserFormValues,
} from '../lib/user-form-values';
import { MESSAGES } from '../messages';

const NO_ERRORS: FormErrors = {};

const parse = (values: UserFormValues, stytchOrgId: string | null) =>
  endUserWriteSchema.safeParse(toWriteRequest(values, stytchOrgId));

/**
 * Validates with the same schema the API uses, then creates or updates. Field messages show
 * under their fields; the server's refusals (409 for an email already used…) above the form.
 */
export function useSaveUser(
  tenant: Pick<Tenant, 'id' | 'stytch_org_id'>,
  userId: string | null,
  values: UserFormValues,
  onSaved: (message: string) => void,
) {
  const {
    errors,
    formRef,
    checkSubmit,
    clear: clearErrors,
  } = useFormCheck(values, (held: UserFormValues) => {
    const parsed = parse(held, tenant.stytch_org_id);
    return parsed.success ? null : toFormErrors(fieldErrors(parsed.error));
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (values: UserFormValues) => {
      const parsed = parse(values, tenant.stytch_org_id);
      setServerError(null);
      if (checkSubmit(values) || !parsed.success) return;
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
    [tenant.id, tenant.stytch_org_id, userId, onSaved, checkSubmit],
  );

  const clear = useCallback(() => {
    clearErrors();
    setServerError(null);
  }, [clearErrors]);

  return { errors: errors ?? NO_ERRORS, formRef, serverError, busy, submit, clear };
}
