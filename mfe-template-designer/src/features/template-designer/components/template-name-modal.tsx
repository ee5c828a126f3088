import { serverMessage } from '@bizcard/shared/api';
import { TEMPLATE_ASSIGNMENT_MESSAGES, TEMPLATE_NAME_MAX } from '@bizcard/shared/model';
import { Banner, Button, Field, Input, Modal, ModalFooter } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { PICKER_MESSAGES as M } from '../messages';

interface TemplateNameModalProps {
  title: string;
  initialName: string;
  submitLabel: string;
  /** Sends the name; a refusal (a name taken) shows in the modal, which stays open. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a template's name: to create, duplicate or rename one. */
export function TemplateNameModal(props: TemplateNameModalProps) {
  const [name, setName] = useState(props.initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const invalid = !trimmed
    ? TEMPLATE_ASSIGNMENT_MESSAGES.nameRequired
    : trimmed.length > TEMPLATE_NAME_MAX
      ? TEMPLATE_ASSIGNMENT_MESSAGES.nameTooLong
      : null;
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(trimmed);
    } catch (caught) {
      setError(serverMessage(caught) ?? TEMPLATE_ASSIGNMENT_MESSAGES.nameTaken);
      setBusy(false);
    }
  };

  return (
    <Modal title={props.title} onClose={props.onClose} dirty={name !== props.initialName}>
      <form onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <Field label={M.nameLabel} required error={tried ? (invalid ?? undefined) : undefined}>
          {(control) => (
            <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <ModalFooter>
          <Button $variant="secondary" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {props.submitLabel}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
