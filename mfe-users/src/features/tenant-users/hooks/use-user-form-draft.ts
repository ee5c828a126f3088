import { useKeepDraft, useRestoredDraft } from '@bizcard/shared/forms';
import type { EndUser } from '@bizcard/shared/model';
import { useDirty } from '@bizcard/shared/ui';
import { useState } from 'react';
import { USER_DRAFT_FORM, userDraftRecord } from '../lib/user-draft';
import { blankForm, formFromUser, type UserFormValues } from '../lib/user-form-values';
import { useUserForm } from './use-user-form';

/**
 * The Create / Edit User form, started from what the admin typed before their last session
 * ended when that waits as a draft, and kept as one if this session ends while it is dirty.
 */
export function useUserFormDraft(tenantId: string, user: EndUser | null) {
  const record = userDraftRecord(tenantId, user?.id ?? null);
  const restored = useRestoredDraft<Partial<UserFormValues>>(USER_DRAFT_FORM, record);
  const [opened] = useState(() => (user ? formFromUser(user) : blankForm()));
  const form = useUserForm(user, restored && { ...opened, ...restored });
  // Against the record, not the start: restored input is still unsaved.
  const dirty = useDirty(form.values, opened);
  useKeepDraft(USER_DRAFT_FORM, record, form.values, dirty);
  return { ...form, dirty, restored: restored !== null };
}
