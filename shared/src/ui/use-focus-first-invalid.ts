import { useEffect, useRef } from 'react';

/**
 * Moves focus to the form's first invalid control (`aria-invalid="true"`, as Field sets it)
 * when a submit has just failed, whether its errors came from the form's own check or,
 * later, from the server. Only after a submit: errors that change while someone types never
 * pull focus away from where they are typing. Returns the ref for the `<form>`.
 */
export function useFocusFirstInvalid(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const markSubmitted = () => {
      submitted.current = true;
    };
    form.addEventListener('submit', markSubmitted, true);
    return () => form.removeEventListener('submit', markSubmitted, true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the errors are the trigger; every check, the form's or the server's, sets a new errors object
  useEffect(() => {
    if (!submitted.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    submitted.current = false;
    invalid.focus();
  }, [errors]);

  return formRef;
}
