import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useModalFocus } from './modal-focus';
import { useBackGuard } from './use-back-guard';
import { useLeaveGuard } from './use-leave-guard';

// The <dialog> fills the viewport and scrolls; the panel inside is what users see, so a press
// on the dialog outside the panel is a press on the backdrop.
const Frame = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: none;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  @media (max-width: 767px), (max-height: 640px) {
    padding: ${({ theme }) => theme.space(3)};
  }
  background: transparent;
  color: inherit;
  overflow-y: auto;
  overscroll-behavior: contain;
  &[open] {
    display: flex;
    align-items: flex-start;
    justify-content: center;
  }
  &::backdrop {
    background: rgba(16, 24, 40, 0.5);
  }
  /* Focus rests on the dialog itself only while it has nothing else to offer. */
  &:focus {
    outline: none;
  }
`;

/**
 * The part of a long modal that scrolls, between its title and its ModalFooter: on a phone the
 * Cancel / Save bar then sits below the fields instead of floating over them.
 */
export const ModalBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for focus rings at the edges without clipping them. */
  margin: 0 -${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

// No taller than the screen: the title and the action bar stay put and a ModalBody between them
// scrolls. A form directly inside passes the column on, so its own body and footer take part.
const Panel = styled.div<{ $wide?: boolean }>`
  max-height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '880px' : '520px')};
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(4)};
  }
  /* Only a modal with a ModalBody is laid out as a column; others stay as they were. */
  &:has(${ModalBody}) {
    display: flex;
    flex-direction: column;
  }
  & > form:has(> ${ModalBody}) {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-height: 0;
  }
`;

const Header = styled.div`
  flex: none;
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Close = styled.button`
  border: none;
  background: none;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The row of a modal's buttons, the main action last. */
export const ModalFooter = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Takes focus on open instead of the first field; a destructive confirmation passes Cancel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Unsaved input: Escape, the backdrop or the browser's Back button first asks before discarding
   * it, and so do closing the tab and the app's links.
   */
  dirty?: boolean;
  /** `alertdialog` for a short question that must be answered before going on. */
  role?: 'alertdialog';
  'aria-describedby'?: string;
}

/**
 * A modal <dialog>: focus moves in on open, the page behind is inert, Escape, × and the
 * backdrop close it, and focus returns to the control that opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  wide,
  initialFocus,
  dirty = false,
  role,
  'aria-describedby': describedBy,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // What opened the question: after Back, keeping the input needs the Back guard again.
  const [confirming, setConfirming] = useState<'close' | 'back' | null>(null);
  const onFocus = useModalFocus(dialogRef, initialFocus);
  const rearmBackGuard = useBackGuard(dirty, () => setConfirming('back'));
  useLeaveGuard(dirty);

  const dismiss = () => (dirty ? setConfirming('close') : onClose());
  const keepEditing = () => {
    if (confirming === 'back') rearmBackGuard();
    setConfirming(null);
  };

  // Escape is handled here, not left to the browser's close request: Chrome stops letting a
  // page cancel repeated close requests, and only React may take the dialog away.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation(); // a confirmation inside answers its own Escape
    dismiss();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    dismiss();
  };
  // Closed by the browser itself (a close request it would not let us cancel): follow it.
  const onNativeClose = (event: SyntheticEvent) => {
    event.stopPropagation();
    if (dialogRef.current && !dialogRef.current.open) onClose();
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault(); // focus stays where it was
    dismiss();
  };

  return (
    <Frame
      ref={dialogRef}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onMouseDown}
      onFocus={(event) => onFocus(event.target)}
    >
      <Panel $wide={wide}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label="Close" onClick={onClose}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
      {confirming && <DiscardChanges onKeep={keepEditing} onDiscard={onClose} />}
    </Frame>
  );
}

/** Asks before a half-filled form is thrown away; Keep Editing is the safe first choice. */
function DiscardChanges({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal
      title="Discard changes?"
      onClose={onKeep}
      initialFocus={keepRef}
      role="alertdialog"
      aria-describedby={messageId}
    >
      <p id={messageId}>What you entered in this form has not been saved.</p>
      <ModalFooter>
        <Button ref={keepRef} $variant="secondary" onClick={onKeep}>
          Keep Editing
        </Button>
        <Button $variant="danger" onClick={onDiscard}>
          Discard
        </Button>
      </ModalFooter>
    </Modal>
  );
}
