import { deleteEndUser, errorMessage } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';
import { Banner, Button, Modal } from '@bizcard/shared/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fullName } from '../lib/user-index';
import { BULK_MESSAGES, MESSAGES } from '../messages';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface DeleteUserModalProps {
  tenantId: string;
  user: EndUser;
  onClose: () => void;
  /** After the user is gone, with the message to show. */
  onDeleted: (message: string) => void;
}

/** Asks before deleting one user, naming them; the server's refusal shows here. */
export function DeleteUserModal({ tenantId, user, onClose, onDeleted }: DeleteUserModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Nothing is deleted by an Enter pressed a moment too soon: focus starts on Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteEndUser(tenantId, user.id);
      onDeleted(MESSAGES.userDeleted);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Delete User"
      onClose={onClose}
      initialFocus={cancelRef}
      role="alertdialog"
      aria-describedby={questionId}
    >
      {error && <Banner tone="error">Error: {error}</Banner>}
      <p id={questionId}>{BULK_MESSAGES.deleteQuestion(fullName(user), user.email)}</p>
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
