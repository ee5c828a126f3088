import { draftRecords } from '@bizcard/shared/stores';
import type { OpenDialog } from '../components/tenant-users-dialogs';

/** Create / Edit User's drafts (a session that ended under the open modal): one per user. */
export const USER_DRAFT_FORM = 'tenant-user';

export const userDraftRecord = (tenantId: string, userId: string | null) =>
  `${tenantId}:${userId ?? 'new'}`;

/** The modal to open again on this tenant's page, if its input waits as a draft. */
export function dialogWithDraft(tenantId: string): OpenDialog {
  const prefix = userDraftRecord(tenantId, '');
  const record = draftRecords(USER_DRAFT_FORM).find((waiting) => waiting.startsWith(prefix));
  if (!record) return null;
  const userId = record.slice(prefix.length);
  return userId === 'new' ? { kind: 'create' } : { kind: 'edit', userId };
}
