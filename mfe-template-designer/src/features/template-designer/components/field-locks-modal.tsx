import { serverMessage, updateTemplate } from '@bizcard/shared/api';
import { LOCKABLE_FIELDS, type TemplateSummary } from '@bizcard/shared/model';
import { Banner, Button, Modal, ModalBody, ModalFooter, Muted } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PICKER_MESSAGES as M } from '../messages';

const Choices = styled.fieldset`
  border: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
`;

interface FieldLocksModalProps {
  tenantId: string;
  template: TemplateSummary;
  onSaved: (template: TemplateSummary) => void;
  onClose: () => void;
}

/** Which fields the template's people may not change on the self-serve page. */
export function FieldLocksModal({ tenantId, template, onSaved, onClose }: FieldLocksModalProps) {
  const [locked, setLocked] = useState<readonly string[]>(template.locked_fields);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = (wire: string, on: boolean) =>
    setLocked((current) =>
      LOCKABLE_FIELDS.map((field) => field.wire).filter((name) =>
        name === wire ? on : current.includes(name),
      ),
    );
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateTemplate(tenantId, template.id, { locked_fields: [...locked] }));
    } catch (caught) {
      setError(serverMessage(caught) ?? M.loadFailed);
      setBusy(false);
    }
  };
  const dirty = locked.join() !== template.locked_fields.join();
  return (
    <Modal title={`${M.locksTitle}: ${template.name}`} onClose={onClose} dirty={dirty} wide>
      <ModalBody>
        {error && <Banner tone="error">{error}</Banner>}
        <Muted>{M.locksHint}</Muted>
        <Choices>
          <legend>{M.locksTitle}</legend>
          {LOCKABLE_FIELDS.map((field) => (
            <label key={field.wire}>
              <input
                type="checkbox"
                checked={locked.includes(field.wire)}
                onChange={(event) => toggle(field.wire, event.target.checked)}
              />
              {field.label}
            </label>
          ))}
        </Choices>
      </ModalBody>
      <ModalFooter>
        <Button $variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={save} disabled={busy}>
          {M.saveLocks}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
