import { type ReactNode, useId, useRef } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { Modal, ModalFooter } from './modal';

interface ConfirmModalProps {
  title: string;
  /** The question, naming who or how many the action reaches. */
  question: ReactNode;
  /** The confirming button's label, then its label while the action runs. */
  confirmLabel: readonly [idle: string, busy: string];
  tone?: 'danger' | 'primary';
  busy: boolean;
  /** The server's refusal, shown above the question. */
  error: string | null;
  /** False while the question still needs an answer of its own (a typed word). */
  ready?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the question asks for besides, such as the field of a typed confirmation. */
  children?: ReactNode;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel, so nothing happens
 * through an Enter pressed a moment too soon.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { busy, ready = true, tone = 'danger' } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const [idle, working] = props.confirmLabel;

  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      initialFocus={cancelRef}
      role="alertdialog"
      aria-describedby={questionId}
    >
      {/* No <form>: the question may be asked from inside another modal's form (Delete in Edit User). */}
      {props.error && <Banner tone="error">Error: {props.error}</Banner>}
      <p id={questionId}>{props.question}</p>
      {props.children}
      <ModalFooter>
        <Button ref={cancelRef} $variant="secondary" onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button $variant={tone} onClick={props.onConfirm} disabled={busy || !ready}>
          {busy ? working : idle}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
