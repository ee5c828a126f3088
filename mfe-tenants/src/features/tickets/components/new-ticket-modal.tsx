import { createTicket, errorMessage } from '@bizcard/shared/api';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  type Ticket,
} from '@bizcard/shared/model';
import { createTicketSchema, fieldErrors } from '@bizcard/shared/schemas';
import {
  Banner,
  Button,
  Field,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  Muted,
  Select,
  useDirty,
  useFormCheck,
} from '@bizcard/shared/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { NEW_TICKET } from '../messages';
import { TextArea } from './text-area';

const EMPTY_FORM = { subject: '', description: '', priority: DEFAULT_TICKET_PRIORITY as string };
type FormValues = typeof EMPTY_FORM;

const NO_ERRORS: Record<string, string> = {};

function ticketErrors(values: FormValues) {
  const parsed = createTicketSchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

const For = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

interface NewTicketModalProps {
  tenant: { id: string; name: string };
  onClose: () => void;
  onCreated: (ticket: Ticket) => void;
}

/** Opens a ticket for `tenant`: subject, description and priority, checked as the API checks. */
export function NewTicketModal({ tenant, onClose, onCreated }: NewTicketModalProps) {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const checked = useFormCheck(values, ticketErrors);
  const errors = checked.errors ?? NO_ERRORS;
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useDirty(values);

  const bind = (name: keyof FormValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createTicketSchema.safeParse({ ...values, tenant_id: tenant.id });
    if (checked.checkSubmit(values) || !parsed.success) return;
    setServerError(null);
    setBusy(true);
    try {
      onCreated(await createTicket(parsed.data));
    } catch (error) {
      setServerError(errorMessage(error, NEW_TICKET.failed));
      setBusy(false);
    }
  }

  return (
    <Modal title={NEW_TICKET.title} onClose={onClose} dirty={dirty}>
      <form ref={checked.formRef} noValidate onSubmit={submit}>
        <ModalBody>
          {serverError && <Banner tone="error">{serverError}</Banner>}
          <For>
            <Muted>Tenant:</Muted> {tenant.name}
          </For>
          <Field label="Subject" required error={errors.subject}>
            {(control) => <Input {...control} {...bind('subject')} autoComplete="off" />}
          </Field>
          <Field label="Description" required hint={NEW_TICKET.describe} error={errors.description}>
            {(control) => <TextArea {...control} {...bind('description')} />}
          </Field>
          <Field label="Priority" error={errors.priority}>
            {(control) => (
              <Select {...control} {...bind('priority')}>
                {TICKET_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {TICKET_PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </ModalBody>
        <ModalFooter>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? NEW_TICKET.creating : NEW_TICKET.submit}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
