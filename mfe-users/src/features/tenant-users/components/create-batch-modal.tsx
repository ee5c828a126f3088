import type { Batch } from '@bizcard/shared/model';
import { Banner, Button, Field, Input, Modal, ModalBody, ModalFooter } from '@bizcard/shared/ui';
import { useCreateBatch } from '../hooks/use-create-batch';
import { BATCH_FROM_USERS } from '../messages';

interface CreateBatchModalProps {
  tenantId: string;
  userIds: ReadonlySet<string>;
  onCreated: (batch: Batch) => void;
  onClose: () => void;
}

/** Names a batch of cards for the ticked users (super admins: the Batches screen is theirs). */
export function CreateBatchModal({ tenantId, userIds, onCreated, onClose }: CreateBatchModalProps) {
  const form = useCreateBatch(tenantId, userIds, onCreated);
  return (
    <Modal title={BATCH_FROM_USERS.action} onClose={onClose} dirty={form.name !== ''}>
      <form noValidate onSubmit={form.submit}>
        <ModalBody>
          {form.error && <Banner tone="error">{form.error}</Banner>}
          <p>{BATCH_FROM_USERS.question(userIds.size)}</p>
          <Field label={BATCH_FROM_USERS.nameLabel} required>
            {(control) => (
              <Input
                {...control}
                value={form.name}
                onChange={(event) => form.setName(event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? BATCH_FROM_USERS.creating : BATCH_FROM_USERS.action}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
