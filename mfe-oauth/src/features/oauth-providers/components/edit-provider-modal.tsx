import type { OAuthProviderConfig } from '@bizcard/shared/model';
import { Modal } from '@bizcard/shared/ui';
import { useState } from 'react';
import { ProviderForm } from './provider-form';

interface EditProviderModalProps {
  tenantId: string;
  config: OAuthProviderConfig;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Spec §4 "edit modal": the add form, prefilled from the row, its provider fixed. */
export function EditProviderModal({ tenantId, config, onClose, onSaved }: EditProviderModalProps) {
  const [dirty, setDirty] = useState(false);
  return (
    <Modal title="Edit OAuth Configuration" onClose={onClose} wide dirty={dirty}>
      <ProviderForm
        tenantId={tenantId}
        config={config}
        onSaved={onSaved}
        onCancel={onClose}
        onDirtyChange={setDirty}
      />
    </Modal>
  );
}
