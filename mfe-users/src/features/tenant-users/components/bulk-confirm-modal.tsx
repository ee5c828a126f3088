import { BULK_DELETE_CONFIRM_WORD, BULK_DELETE_TYPED_ABOVE } from '@bizcard/shared/model';
import { ConfirmModal, Field, Input } from '@bizcard/shared/ui';
import { useState } from 'react';
import { BULK_MESSAGES } from '../messages';

export type ConfirmedAction = 'deactivate' | 'reactivate' | 'delete';

const TITLES: Record<ConfirmedAction, string> = {
  deactivate: 'Deactivate Users',
  reactivate: 'Reactivate Users',
  delete: 'Delete Users',
};

const VERBS: Record<ConfirmedAction, readonly [idle: string, busy: string]> = {
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
 * Asks before a bulk action, with how many users it reaches. Deleting more than ten also asks
 * for the confirmation word to be typed.
 */
export function BulkConfirmModal({ action, count, ...props }: BulkConfirmModalProps) {
  const [typed, setTyped] = useState('');
  const mustType = action === 'delete' && count > BULK_DELETE_TYPED_ABOVE;
  const ready = !mustType || typed.trim() === BULK_DELETE_CONFIRM_WORD;

  return (
    <ConfirmModal
      {...props}
      title={TITLES[action]}
      question={BULK_MESSAGES.question[action](count)}
      confirmLabel={VERBS[action]}
      tone={action === 'delete' ? 'danger' : 'primary'}
      ready={ready}
    >
      {mustType && (
        <Field label={BULK_MESSAGES.typeToConfirm(BULK_DELETE_CONFIRM_WORD)}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              // Enter after the word confirms, as the form this replaced did.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && ready && !props.busy) props.onConfirm();
              }}
            />
          )}
        </Field>
      )}
    </ConfirmModal>
  );
}
