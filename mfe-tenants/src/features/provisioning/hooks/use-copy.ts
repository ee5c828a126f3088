import { COPY_FAILED, useTimedMessage } from '@bizcard/shared/ui';
import { useState } from 'react';
import { COPY_NOTICE_MS, MESSAGES } from '../messages';

/** Copies a value and says so (or that it failed) for 2 seconds. */
export function useCopy(label: string) {
  const [notice, showNotice] = useTimedMessage(COPY_NOTICE_MS);
  const [failed, setFailed] = useState(false);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      showNotice(MESSAGES.copied(label));
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setFailed(true);
      showNotice(COPY_FAILED);
    }
  };
  return { copy, notice, tone: failed ? ('error' as const) : ('success' as const) };
}
