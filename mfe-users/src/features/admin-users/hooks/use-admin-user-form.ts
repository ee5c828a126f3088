import { createAdminUser, errorMessage, updateAdminUser } from '@bizcard/shared/api';
import { useKeepDraft, useRestoredDraft } from '@bizcard/shared/forms';
import type { AdminUser } from '@bizcard/shared/model';
import { createAdminUserSchema, fieldErrors, updateAdminUserSchema } from '@bizcard/shared/schemas';
import { useDirty, useFormCheck } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';

const EMPTY = { first_name: '', last_name: '', email: '', role: '', tenant_id: '', password: '' };
export type AdminUserFormValues = typeof EMPTY;
export type AdminUserField = keyof AdminUserFormValues;
const NO_ERRORS: Record<string, string> = {};

/** Add / Edit Admin User's drafts (a session that ended under the open modal): one per admin. */
export const ADMIN_USER_DRAFT = 'admin-user';
const draftRecord = (user: AdminUser | undefined) => user?.id ?? 'new';

const valuesOf = (user: AdminUser | undefined): AdminUserFormValues =>
  user
    ? {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role: user.role,
        tenant_id: user.tenant_id ?? '',
        password: '',
      }
    : EMPTY;

const schemaOf = (user: AdminUser | undefined) =>
  user ? updateAdminUserSchema : createAdminUserSchema;

/** The form's messages by field (spec §5), or null when the shared schema takes the values. */
function adminUserErrors(values: AdminUserFormValues, user: AdminUser | undefined) {
  const parsed = schemaOf(user).safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

/** Creates or updates; Edit sends no password. */
function send(values: AdminUserFormValues, user: AdminUser | undefined) {
  if (user) {
    const { password: _unused, ...fields } = values;
    return updateAdminUser(user.id, updateAdminUserSchema.parse(fields));
  }
  return createAdminUser(createAdminUserSchema.parse(values));
}

/**
 * The Add / Edit form: `user` set means Edit, which has no password. It starts from what was
 * typed before the last session ended, when that waits as a draft (never a password).
 */
export function useAdminUserForm(user: AdminUser | undefined, onSaved: (user: AdminUser) => void) {
  const restored = useRestoredDraft<Partial<AdminUserFormValues>>(
    ADMIN_USER_DRAFT,
    draftRecord(user),
  );
  const [opened] = useState(() => valuesOf(user));
  const [values, setValues] = useState<AdminUserFormValues>(() => ({ ...opened, ...restored }));
  // Against the record, not the start: restored input is still unsaved.
  const dirty = useDirty(values, opened);
  useKeepDraft(ADMIN_USER_DRAFT, draftRecord(user), values, dirty);
  const checked = useFormCheck(values, (held: AdminUserFormValues) => adminUserErrors(held, user));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (name: AdminUserField, value: string) =>
    setValues((current) => ({
      ...current,
      [name]: value,
      // Super admins are not assigned to a tenant: choosing the role clears the choice.
      ...(name === 'role' && value === 'superAdmin' ? { tenant_id: '' } : {}),
    }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    if (checked.checkSubmit(values)) return;
    setBusy(true);
    try {
      return onSaved(await send(values, user));
    } catch (error) {
      setServerError(errorMessage(error));
    }
    setBusy(false);
  }

  return {
    values,
    errors: checked.errors ?? NO_ERRORS,
    formRef: checked.formRef,
    serverError,
    busy,
    dirty,
    restored: restored !== null,
    setField,
    submit,
  };
}
