import type { Tenant } from '@bizcard/shared/model';
import { Banner, Button, Modal, Spinner } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useUserDetails } from '../hooks/use-user-details';
import { MESSAGES } from '../messages';
import { UserForm } from './user-form';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface UserModalProps {
  tenant: Tenant;
  /** The user to edit; null creates one. */
  userId: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Create User, or Edit User once the user's details have loaded. */
export function UserModal({ tenant, userId, onClose, onSaved }: UserModalProps) {
  const details = useUserDetails(tenant.id, userId);
  const [dirty, setDirty] = useState(false);

  return (
    <Modal title={userId ? 'Edit User' : 'Create User'} onClose={onClose} wide dirty={dirty}>
      {details.status === 'loading' && <Spinner label={MESSAGES.loadingUser} />}
      {details.status === 'error' && (
        <>
          <Banner tone="error">{MESSAGES.loadUserFailed}</Banner>
          <Footer>
            <Button $variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Footer>
        </>
      )}
      {details.status === 'ready' && (
        <UserForm
          tenant={tenant}
          user={details.data}
          onCancel={onClose}
          onSaved={onSaved}
          onDirtyChange={setDirty}
        />
      )}
    </Modal>
  );
}
