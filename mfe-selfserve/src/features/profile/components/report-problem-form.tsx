import { errorMessage, reportProblem } from '@bizcard/shared/api';
import { fieldErrors, selfServeTicketSchema } from '@bizcard/shared/schemas';
import { Banner, Button, Field, Input, useFormCheck } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

export const REPORT_PROBLEM = {
  title: 'Report a problem with your card',
  hint: 'What is wrong, and where did you see it?',
  send: 'Send Report',
  sending: 'Sending...',
  failed: 'Failed to send your report',
} as const;

const EMPTY = { subject: '', description: '' };
const NO_ERRORS: Record<string, string> = {};

function reportErrors(values: typeof EMPTY) {
  const parsed = selfServeTicketSchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 100px;
  resize: vertical;
  font: inherit;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

interface ReportProblemFormProps {
  /** The API's confirmation, naming the ticket. */
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** Subject and description, checked as the API checks them, sent as a ticket for the tenant. */
export function ReportProblemForm({ onSent, onCancel }: ReportProblemFormProps) {
  const [values, setValues] = useState(EMPTY);
  const checked = useFormCheck(values, reportErrors);
  const errors = checked.errors ?? NO_ERRORS;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = selfServeTicketSchema.safeParse(values);
    if (checked.checkSubmit(values) || !parsed.success) return;
    setFailure(null);
    setBusy(true);
    try {
      onSent((await reportProblem(parsed.data)).message);
    } catch (error) {
      setFailure(errorMessage(error, REPORT_PROBLEM.failed));
      setBusy(false);
    }
  }

  return (
    <form ref={checked.formRef} noValidate onSubmit={submit}>
      {failure && <Banner tone="error">{failure}</Banner>}
      <Field label="Subject" required error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            value={values.subject}
            onChange={(event) => setValues({ ...values, subject: event.target.value })}
          />
        )}
      </Field>
      <Field label="Description" required hint={REPORT_PROBLEM.hint} error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? REPORT_PROBLEM.sending : REPORT_PROBLEM.send}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
