import type { EndUser } from '@bizcard/shared/model';
import { Button } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DeleteUserModal } from './delete-user-modal';

// Away from Save and Cancel, at the footer's start.
const Start = styled.div`
  margin-right: auto;
`;

interface DeleteUserActionProps {
  tenantId: string;
  user: EndUser;
  disabled?: boolean;
  onDeleted: (message: string) => void;
}

/** Edit User's Delete: its confirmation opens over the form, which stays as it was on Cancel. */
export function DeleteUserAction({ tenantId, user, disabled, onDeleted }: DeleteUserActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Start>
      <Button $variant="danger" onClick={() => setAsking(true)} disabled={disabled}>
        Delete
      </Button>
      {asking && (
        <DeleteUserModal
          tenantId={tenantId}
          user={user}
          onClose={() => setAsking(false)}
          onDeleted={onDeleted}
        />
      )}
    </Start>
  );
}
