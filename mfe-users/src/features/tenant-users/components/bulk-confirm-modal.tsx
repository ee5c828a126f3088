import { BULK_DELETE_CONFIRM_WORD, BULK_DELETE_TYPED_ABOVE } from '@bizcard/shared/model';
import { Banner, Button, Field, Input, Modal } from '@bizcard/shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BULK_MESSAGES } from '../messages';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export type ConfirmedAction = 'deactivate' | 'reactivate' | 'delete';

const TITLES: Record<ConfirmedAction, string> = {
  deactivate: 'Deactivate Users',
  reactivate: 'Reactivate Users',
  delete: 'Delete Users',
};

const VERBS: Record<ConfirmedAction, [idle: string, busy: string]> = {
  deactivate: ['Deactivate', 'Deactivating...'],
  reactivate: ['Reactivate', 'Reactivating...'],
  delete: ['Delete', 'Deleting...'],
};

interface BulkConfirmModalProps {
  action: ConfirmedAction;
  count: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a bulk action, with how many users it reaches; focus starts on Cancel. Deleting
 * more than ten also asks for the confirmation word to be typed.
 */
export function BulkConfirmModal(props: BulkConfirmModalProps) {
  const { action, count, busy } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const [typed, setTyped] = useState('');
  const mustType = action === 'delete' && count > BULK_DELETE_TYPED_ABOVE;
  const ready = !mustType || typed.trim() === BULK_DELETE_CONFIRM_WORD;
  const [idle, working] = VERBS[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) props.onConfirm();
  };

  return (
    <Modal
      title={TITLES[action]}
      onClose={props.onClose}
      initialFocus={cancelRef}
      role="alertdialog"
      aria-describedby={questionId}
    >
      <form noValidate onSubmit={submit}>
        {props.error && <Banner tone="error">Error: {props.error}</Banner>}
        <p id={questionId}>{BULK_MESSAGES.question[action](count)}</p>
        {mustType && (
          <Field label={BULK_MESSAGES.typeToConfirm(BULK_DELETE_CONFIRM_WORD)}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
        )}
        <Footer>
          <Button ref={cancelRef} $variant="secondary" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            $variant={action === 'delete' ? 'danger' : 'primary'}
            disabled={busy || !ready}
          >
            {busy ? working : idle}
          </Button>
        </Footer>
      </form>
    </Modal>
  );
}
