import { errorMessage, listAdminUsers } from '@bizcard/shared/api';
import type { AdminUser } from '@bizcard/shared/model';
import { useCallback, useEffect, useState } from 'react';

interface AdminUserList {
  adminUsers: AdminUser[];
  loading: boolean;
  error: string | null;
  /** Adds a new admin at the end (the list is in creation order) or replaces an edited one. */
  save: (user: AdminUser) => void;
  remove: (id: string) => void;
}

/** Loads every admin user, in the order the API gives: by creation time. */
export function useAdminUsers(): AdminUserList {
  const [adminUsers, setAdminUsers] = useState<AdminUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    listAdminUsers()
      .then((list) => {
        if (active) setAdminUsers(list ?? []);
      })
      .catch((failure: unknown) => {
        if (active) setError(errorMessage(failure));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  const save = useCallback(
    (user: AdminUser) =>
      setAdminUsers((current) =>
        current.some((u) => u.id === user.id)
          ? current.map((u) => (u.id === user.id ? user : u))
          : [...current, user],
      ),
    [],
  );

  const remove = useCallback(
    (id: string) => setAdminUsers((current) => current.filter((u) => u.id !== id)),
    [],
  );

  return { adminUsers, loading, error, save, remove };
}
