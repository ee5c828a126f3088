import { BATCH_FILE_ACCEPT, type Batch } from '@bizcard/shared/model';
import { Button, Field, Input, Modal, ModalBody, ModalFooter, Muted } from '@bizcard/shared/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useBatchUpload } from '../hooks/use-batch-upload';
import { BatchNotice } from './batch-notice';
import { BatchUploadResultView } from './batch-upload-result';

const For = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

interface NewBatchModalProps {
  tenant: { id: string; name: string };
  onClose: () => void;
  /** The batch the API made, as soon as it answers. */
  onCreated: (batch: Batch) => void;
}

/**
 * Spec §2 "Batches screen": a name and a CSV or XLSX file, uploaded for the tenant; its rows
 * become or update the tenant's users (issue 27), and the answer says how many.
 */
export function NewBatchModal({ tenant, onClose, onCreated }: NewBatchModalProps) {
  const upload = useBatchUpload(tenant.id, onCreated);
  // The result replaces the form, and the focused Upload button with it: Done takes focus.
  const doneRef = useRef<HTMLButtonElement>(null);
  const dirty = upload.name !== '' || upload.file !== null;

  if (upload.result) {
    return (
      <Modal title="New Batch" onClose={onClose} initialFocus={doneRef}>
        <ModalBody>
          <BatchUploadResultView result={upload.result} />
        </ModalBody>
        <ModalFooter>
          <Button ref={doneRef} onClick={onClose}>
            Done
          </Button>
        </ModalFooter>
      </Modal>
    );
  }

  return (
    <Modal title="New Batch" onClose={onClose} dirty={dirty}>
      <form noValidate onSubmit={upload.submit}>
        <ModalBody>
          <BatchNotice notice={upload.error} />
          <For>
            <Muted>Tenant:</Muted> {tenant.name}
          </For>
          <Field label="Name" required>
            {(control) => (
              <Input
                {...control}
                value={upload.name}
                onChange={(event) => upload.setName(event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          <Field
            label="File"
            required
            hint="CSV or XLSX with First Name, Last Name and Email columns, up to 10 MB"
            error={upload.fileError ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={BATCH_FILE_ACCEPT}
                onChange={(event) => upload.chooseFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={upload.busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={upload.busy}>
            {upload.busy ? 'Uploading...' : 'Upload'}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
