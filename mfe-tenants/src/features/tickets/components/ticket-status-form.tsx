import { errorMessage, updateTicket } from '@bizcard/shared/api';
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketDetail,
  type TicketStatus,
} from '@bizcard/shared/model';
import { Banner, Button, Field, Select } from '@bizcard/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { TICKET_PAGE } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    margin-bottom: 0;
  }
`;

interface TicketStatusFormProps {
  ticketId: string;
  status: TicketStatus;
  /** The ticket as the API answered the change, its history ending with it. */
  onChanged: (detail: TicketDetail) => void;
}

/** Moves the ticket to another status; Update Status waits for a different one. */
export function TicketStatusForm({ ticketId, status, onChanged }: TicketStatusFormProps) {
  const [chosen, setChosen] = useState<TicketStatus>(status);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === status) return;
    setFailure(null);
    setBusy(true);
    try {
      onChanged(await updateTicket(ticketId, { status: chosen }));
    } catch (error) {
      setFailure(errorMessage(error, TICKET_PAGE.updateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={TICKET_PAGE.statusLabel}>
      {failure && <Banner tone="error">{failure}</Banner>}
      <Row>
        <Field label={TICKET_PAGE.statusLabel}>
          {(control) => (
            <Select
              {...control}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as TicketStatus)}
            >
              {TICKET_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {TICKET_STATUS_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy || chosen === status}>
          {busy ? TICKET_PAGE.updating : TICKET_PAGE.updateStatus}
        </Button>
      </Row>
    </form>
  );
}
