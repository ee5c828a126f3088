import { deleteAdminUser, errorMessage } from '@bizcard/shared/api';
import type { AdminUser } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { useState } from 'react';

interface DeleteAdminUserModalProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
}

/** Asks before deleting; the server's refusal (own account, last super admin) shows here. */
export function DeleteAdminUserModal({ user, onClose, onDeleted }: DeleteAdminUserModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteAdminUser(user.id);
      onDeleted(user);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

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
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
