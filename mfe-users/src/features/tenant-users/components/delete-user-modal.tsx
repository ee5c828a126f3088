import { deleteEndUser, useConfirmedAction } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { fullName } from '../lib/user-index';
import { BULK_MESSAGES, MESSAGES } from '../messages';

interface DeleteUserModalProps {
  tenantId: string;
  user: EndUser;
  onClose: () => void;
  /** After the user is gone, with the message to show. */
  onDeleted: (message: string) => void;
}

/** Asks before deleting one user, naming them; the server's refusal shows here. */
export function DeleteUserModal({ tenantId, user, onClose, onDeleted }: DeleteUserModalProps) {
  const confirmed = useConfirmedAction(async () => {
    await deleteEndUser(tenantId, user.id);
    onDeleted(MESSAGES.userDeleted);
  });

  return (
    <ConfirmModal
      title="Delete User"
      question={BULK_MESSAGES.deleteQuestion(fullName(user), user.email)}
      confirmLabel={['Delete', 'Deleting...']}
      {...confirmed}
      onClose={onClose}
    />
  );
}
