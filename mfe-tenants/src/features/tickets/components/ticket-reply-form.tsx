import { errorMessage, replyToTicket } from '@bizcard/shared/api';
import type { TicketDetail } from '@bizcard/shared/model';
import { addTicketReplySchema, fieldErrors } from '@bizcard/shared/schemas';
import { Banner, Button, Field, useFormCheck } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import { TICKET_PAGE } from '../messages';
import { TextArea } from './text-area';

const NO_ERRORS: Record<string, string> = {};

function replyErrors(values: { body: string }) {
  const parsed = addTicketReplySchema.safeParse(values);
  return parsed.success ? null : fieldErrors(parsed.error);
}

interface TicketReplyFormProps {
  ticketId: string;
  /** The ticket as the API answered the reply: its conversation now ends with it. */
  onReplied: (detail: TicketDetail) => void;
}

/** A reply to the other side, checked as the API checks it. */
export function TicketReplyForm({ ticketId, onReplied }: TicketReplyFormProps) {
  const [values, setValues] = useState({ body: '' });
  const checked = useFormCheck(values, replyErrors);
  const errors = checked.errors ?? NO_ERRORS;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = addTicketReplySchema.safeParse(values);
    if (checked.checkSubmit(values) || !parsed.success) return;
    setFailure(null);
    setBusy(true);
    try {
      onReplied(await replyToTicket(ticketId, parsed.data));
      setValues({ body: '' });
    } catch (error) {
      setFailure(errorMessage(error, TICKET_PAGE.replyFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={checked.formRef} noValidate onSubmit={submit} aria-label={TICKET_PAGE.sendReply}>
      {failure && <Banner tone="error">{failure}</Banner>}
      <Field label={TICKET_PAGE.replyLabel} error={errors.body}>
        {(control) => (
          <TextArea
            {...control}
            name="body"
            value={values.body}
            onChange={(event) => setValues({ body: event.target.value })}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? TICKET_PAGE.sending : TICKET_PAGE.sendReply}
      </Button>
    </form>
  );
}
