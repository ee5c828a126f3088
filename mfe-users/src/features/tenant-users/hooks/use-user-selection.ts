import type { EndUser } from '@bizcard/shared/model';
import { useCallback, useMemo, useState } from 'react';

/**
 * The users ticked for a bulk action, by id. Selection survives search, sort and paging; a
 * reload drops the ids of users who are no longer in the list.
 */
export function useUserSelection(users: readonly EndUser[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const present = useMemo(() => new Set(users.map((user) => user.id)), [users]);
  const selected = useMemo(() => {
    const kept = [...ticked].filter((id) => present.has(id));
    return kept.length === ticked.size ? ticked : new Set(kept);
  }, [ticked, present]);

  /** Ticks (`on`) or unticks every id given, leaving the others as they are. */
  const setMany = useCallback((ids: readonly string[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const toggle = useCallback((id: string, on: boolean) => setMany([id], on), [setMany]);
  const clear = useCallback(() => setTicked(new Set()), []);
  /** Exactly these ids: 'Select all N matching'. */
  const replace = useCallback((ids: readonly string[]) => setTicked(new Set(ids)), []);

  return { selected, toggle, setMany, replace, clear };
}

export type UserSelection = ReturnType<typeof useUserSelection>;
