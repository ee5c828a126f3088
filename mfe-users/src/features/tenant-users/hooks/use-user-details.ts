import { getEndUser } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';
import { useEffect, useState } from 'react';

export type UserDetails =
  | { status: 'loading' }
  | { status: 'ready'; user: EndUser | null }
  | { status: 'error' };

/** The user to edit, fresh from the server; a create has nothing to load. */
export function useUserDetails(tenantId: string, userId: string | null): UserDetails {
  const [state, setState] = useState<UserDetails>(
    userId ? { status: 'loading' } : { status: 'ready', user: null },
  );

  useEffect(() => {
    if (!userId) return;
    let active = true;
    getEndUser(tenantId, userId)
      .then((user) => {
        if (active) setState(user?.id ? { status: 'ready', user } : { status: 'error' });
      })
      .catch(() => {
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [tenantId, userId]);

  return state;
}
