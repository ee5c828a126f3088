import type { AdminUser } from '@bizcard/shared/model';
import { draftRecords } from '@bizcard/shared/stores';
import { useEffect, useRef } from 'react';
import { ADMIN_USER_DRAFT } from './use-admin-user-form';

/**
 * Once the list is there, opens Add or Edit Admin User again when the last session ended
 * under it with unsaved input, so the modal puts that input back; `reopen` gets the admin
 * being edited, or null for Add. Nothing opens when the edited admin is gone.
 */
export function useReopenDraft(
  adminUsers: AdminUser[] | null,
  reopen: (user: AdminUser | null) => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (!adminUsers || checked.current) return;
    checked.current = true;
    const [record] = draftRecords(ADMIN_USER_DRAFT);
    if (record === 'new') return reopen(null);
    const user = adminUsers.find((candidate) => candidate.id === record);
    if (user) reopen(user);
  }, [adminUsers, reopen]);
}
