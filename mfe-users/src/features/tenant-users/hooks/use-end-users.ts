import { errorMessage, listEndUsers } from '@bizcard/shared/api';
import type { EndUser } from '@bizcard/shared/model';
import { useCallback, useEffect, useState } from 'react';

interface EndUsersState {
  users: EndUser[];
  loading: boolean;
  error: string | null;
}

const EMPTY: EndUser[] = [];

/**
 * The tenant's end users. Only the first load shows the spinner; `reload` (after a create,
 * an edit or an upload) keeps the table on screen until the new list arrives.
 */
export function useEndUsers(tenantId: string) {
  const [state, setState] = useState<EndUsersState>({ users: EMPTY, loading: true, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    listEndUsers(tenantId)
      .then((users) => {
        if (active) setState({ users: users ?? EMPTY, loading: false, error: null });
      })
      .catch((failure: unknown) => {
        if (active) setState({ users: EMPTY, loading: false, error: errorMessage(failure) });
      });
    return () => {
      active = false;
    };
  }, [tenantId, version]); // `version` changes only to ask for a reload

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { ...state, reload };
}
