import { listAdminUsers, type ServerDataResult, useServerData } from '@bizcard/shared/api';
import type { AdminUser } from '@bizcard/shared/model';
import { useCallback } from 'react';

type AdminUserList = ServerDataResult<AdminUser[]> & {
  /** Adds a new admin at the end (the list is in creation order) or replaces an edited one. */
  save: (user: AdminUser) => void;
  remove: (id: string) => void;
};

/** Loads every admin user, in the order the API gives: by creation time. */
export function useAdminUsers(): AdminUserList {
  const adminUsers = useServerData(async (signal) => (await listAdminUsers(signal)) ?? [], []);
  const { update } = adminUsers;

  const save = useCallback(
    (user: AdminUser) =>
      update((current) =>
        current.some((u) => u.id === user.id)
          ? current.map((u) => (u.id === user.id ? user : u))
          : [...current, user],
      ),
    [update],
  );

  const remove = useCallback(
    (id: string) => update((current) => current.filter((u) => u.id !== id)),
    [update],
  );

  return { ...adminUsers, save, remove };
}
