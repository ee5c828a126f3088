import { useCallback, useEffect, useRef, useState } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const NO_ERRORS = {};

/**
 * A form's own check, run the same way in every form. Nothing is checked while someone fills
 * the form in; a submit checks it and focus moves to the first invalid control. From a failed
 * submit on, every change checks the form again, so an error leaves with its cause (choosing
 * Super Admin takes 'Tenant is required' away) instead of waiting for the next submit.
 *
 * `check` answers null when the values pass. Returns the errors shown, the ref for the
 * `<form>`, `checkSubmit` for the submit handler (the errors found, null when the values pass),
 * `show` for errors from elsewhere (the server's) that a change should not re-check away
 * before the next submit, and `clear` (Reset, Cancel).
 */
export function useFormCheck<V, E extends object>(values: V, check: (values: V) => E | null) {
  const [errors, setErrors] = useState<E | null>(null);
  const failed = useRef(false);
  const latestCheck = useRef(check);
  latestCheck.current = check;
  const formRef = useFocusFirstInvalid(errors ?? NO_ERRORS);

  useEffect(() => {
    if (failed.current) setErrors(latestCheck.current(values));
  }, [values]);

  const checkSubmit = useCallback((submitted: V) => {
    const found = latestCheck.current(submitted);
    failed.current = found !== null;
    setErrors(found);
    return found;
  }, []);

  const show = useCallback((shown: E | null) => {
    failed.current = false;
    setErrors(shown);
  }, []);

  const clear = useCallback(() => show(null), [show]);

  return { errors, formRef, checkSubmit, show, clear };
}
