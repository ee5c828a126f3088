import { deleteAdminUser, useConfirmedAction } from '@bizcard/shared/api';
import type { AdminUser } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';

interface DeleteAdminUserModalProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
}

/** Asks before deleting; the server's refusal (own account, last super admin) shows here. */
export function DeleteAdminUserModal({ user, onClose, onDeleted }: DeleteAdminUserModalProps) {
  const confirmed = useConfirmedAction(async () => {
    await deleteAdminUser(user.id);
    onDeleted(user);
  });

  const question = (
    <>
      Are you sure you want to delete{' '}
      <strong>
        {user.first_name} {user.last_name}
      </strong>{' '}
      ({user.email})? This action cannot be undone.
    </>
  );
  return (
    <ConfirmModal
      title="Delete Admin User"
      question={question}
      confirmLabel={['Delete', 'Deleting...']}
      {...confirmed}
      onClose={onClose}
    />
  );
}
