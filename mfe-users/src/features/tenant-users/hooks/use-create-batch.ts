import { createBatchFromUsers, errorMessage } from '@bizcard/shared/api';
import type { Batch } from '@bizcard/shared/model';
import { type FormEvent, useState } from 'react';
import { BATCH_FROM_USERS } from '../messages';

/** The name of a batch made of the ticked users, and the call that makes it (issue 27). */
export function useCreateBatch(
  tenantId: string,
  userIds: ReadonlySet<string>,
  onCreated: (batch: Batch) => void,
) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError(BATCH_FROM_USERS.nameRequired);
    setError(null);
    setBusy(true);
    try {
      onCreated(
        await createBatchFromUsers(tenantId, { name: name.trim(), user_ids: [...userIds] }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return { name, setName, error, busy, submit };
}
