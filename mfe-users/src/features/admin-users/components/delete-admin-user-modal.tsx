import { deleteAdminUser, errorMessage } from '@bizcard/shared/api';
import type { AdminUser } from '@bizcard/shared/model';
import { Banner, Button, Modal } from '@bizcard/shared/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface DeleteAdminUserModalProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: (user: AdminUser) => void;
}

/** Asks before deleting; the server's refusal (own account, last super admin) shows here. */
export function DeleteAdminUserModal({ user, onClose, onDeleted }: DeleteAdminUserModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Nothing is deleted by an Enter pressed a moment too soon: focus starts on Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);

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

  return (
    <Modal title="Delete Admin User" onClose={onClose} initialFocus={cancelRef}>
      {error && <Banner tone="error">Error: {error}</Banner>}
      <p>
        Are you sure you want to delete{' '}
        <strong>
          {user.first_name} {user.last_name}
        </strong>{' '}
        ({user.email})? This action cannot be undone.
      </p>
      <Footer>
        <Button ref={cancelRef} $variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Footer>
    </Modal>
  );
}
