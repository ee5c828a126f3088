import { discardDraft, keepDraftIfSessionEnds, readDraft } from '@bizcard/shared/stores';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Shown above a form that starts from the input its person left when their session ended. */
export const DRAFT_RESTORED_MESSAGE = 'Your unsaved changes were restored';

/**
 * The input the signed-in person left in this form and record when their last session ended,
 * or null. Read once, when the form opens, and then forgotten: a reload starts clean.
 */
export function useRestoredDraft<T>(form: string, record: string): T | null {
  const [draft] = useState(() => readDraft<T>(form, record));
  useEffect(() => {
    if (draft) discardDraft(form, record);
  }, [draft, form, record]);
  return draft;
}

/** While the form is open, keeps its input as a draft if the session ends while it is dirty. */
export function useKeepDraft(form: string, record: string, values: unknown, dirty: boolean): void {
  const latest = useRef({ values, dirty });
  useLayoutEffect(() => {
    latest.current = { values, dirty };
  });
  useEffect(
    () =>
      keepDraftIfSessionEnds({
        form,
        record,
        isDirty: () => latest.current.dirty,
        values: () => latest.current.values,
      }),
    [form, record],
  );
}
