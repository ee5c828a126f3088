import { useState } from 'react';
import { errorMessage } from './api-error';

/**
 * A confirmation's call, as ConfirmModal shows it: busy while it runs (and after it succeeds,
 * until the modal closes), the server's refusal once it fails, with the question open again.
 */
export function useConfirmedAction(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return { busy, error, onConfirm };
}
