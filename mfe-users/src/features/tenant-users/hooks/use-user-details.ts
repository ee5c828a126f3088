import { getEndUser, type ServerData, useServerData } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';

export type UserDetails = ServerData<EndUser | null>;

const CREATING: UserDetails = { status: 'ready', data: null };

async function loadUser(tenantId: string, userId: string, signal: AbortSignal) {
  const user = await getEndUser(tenantId, userId, signal);
  // An answer without the user is as useless to the form as a failed call.
  if (!user?.id) throw new Error('No user in the answer');
  return user;
}

/** The user to edit, fresh from the server; a create has nothing to load. */
export function useUserDetails(tenantId: string, userId: string | null): UserDetails {
  const details = useServerData(
    (signal) => loadUser(tenantId, userId ?? '', signal),
    [tenantId, userId],
    { enabled: Boolean(userId) },
  );
  return details.status === 'idle' ? CREATING : details;
}
