import {
  type FirstUsers,
  type ServerDataResult,
  streamEndUsers,
  useServerData,
} from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';
import { useState } from 'react';

const EMPTY: EndUser[] = [];

export type EndUsersState = ServerDataResult<EndUser[]> & {
  /** While the first load is under way: its first users and how many are coming. */
  firstUsers: FirstUsers | null;
};

/**
 * The tenant's end users. The first load shows its first users as soon as they arrive (a
 * tenant of 100,000 takes seconds to arrive whole); `reload` (after a create, an edit or an
 * upload) keeps the table on screen until the new list arrives.
 */
export function useEndUsers(tenantId: string): EndUsersState {
  const [firstUsers, setFirstUsers] = useState<FirstUsers | null>(null);
  const users = useServerData(
    async (signal) =>
      (await streamEndUsers(tenantId, {
        signal,
        onFirstUsers: (first) => {
          if (!signal.aborted) setFirstUsers(first);
        },
      })) ?? EMPTY,
    [tenantId],
  );
  return { ...users, firstUsers: users.status === 'loading' ? firstUsers : null };
}
