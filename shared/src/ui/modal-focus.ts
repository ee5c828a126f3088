import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

// Read-only inputs (an embedded URL to copy) are not where anyone starts typing.
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'select:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

/** Focuses `preferred`, else the first field, else the dialog; true when the dialog got it. */
function focusInitial(dialog: HTMLDialogElement, preferred: HTMLElement | null | undefined) {
  const first = dialog.querySelector<HTMLElement>(FIRST_FIELD);
  // A disabled button refuses focus: fall through to the next candidate.
  for (const candidate of [preferred, first, dialog]) {
    candidate?.focus();
    if (candidate && document.activeElement === candidate) break;
  }
  return document.activeElement === dialog;
}

/**
 * Opens `dialog` as a modal (the page behind turns inert, so Tab stays inside), focuses
 * `initialFocus` or the first field, and on unmount gives focus back to the opener.
 *
 * The dialog itself takes focus when it has nothing to offer yet (details still loading);
 * once its content changes, focus moves on to the first field, unless the user moved it.
 * Returns the dialog's onFocus handler, which notices that move.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLDialogElement | null>,
  initialFocus: RefObject<HTMLElement | null> | undefined,
) {
  const parkedOnDialog = useRef(false);
  const initialRef = useRef(initialFocus);
  initialRef.current = initialFocus;

  // A layout effect opens and focuses before the first paint, while the opener still has focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    parkedOnDialog.current = focusInitial(dialog, initialRef.current?.current);
    return () => {
      // An open confirmation inside keeps the page inert: close it, then this one.
      for (const inner of dialog.querySelectorAll<HTMLDialogElement>('dialog[open]')) inner.close();
      // Focus already handed on (by an enclosing dialog closing first) stays where it went.
      const active = document.activeElement;
      const ours = !active || active === document.body || dialog.contains(active);
      dialog.close();
      if (ours && opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);

  // After content changes (details loaded, an upload's result shown), focus that was lost with
  // a removed or disabled control, or still parked on the dialog itself, goes in again.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !dialog.contains(active);
    if (lost || (active === dialog && parkedOnDialog.current)) {
      parkedOnDialog.current = focusInitial(dialog, initialRef.current?.current);
    }
  });

  return (target: EventTarget) => {
    if (target !== dialogRef.current) parkedOnDialog.current = false;
  };
}
