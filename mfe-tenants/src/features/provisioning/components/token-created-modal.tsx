import type { ScimTokenCreated } from '@bizcard/shared/model';
import { Banner, Button, Modal, ModalFooter } from '@bizcard/shared/ui';
import { MESSAGES, TOKEN_CREATED } from '../messages';
import { CopyableValue } from './copyable-value';

interface TokenCreatedModalProps {
  created: ScimTokenCreated;
  onClose: () => void;
}

/** The new token, this once, with the address it is used at; closing forgets it. */
export function TokenCreatedModal({ created, onClose }: TokenCreatedModalProps) {
  return (
    <Modal title={TOKEN_CREATED.title} onClose={onClose}>
      <Banner tone="info">{TOKEN_CREATED.warning}</Banner>
      <CopyableValue
        label={TOKEN_CREATED.tokenLabel}
        value={created.secret}
        hint={created.token.name}
      />
      <CopyableValue label={MESSAGES.baseUrlLabel} value={created.scim_base_url} />
      <ModalFooter>
        <Button onClick={onClose}>{TOKEN_CREATED.done}</Button>
      </ModalFooter>
    </Modal>
  );
}
