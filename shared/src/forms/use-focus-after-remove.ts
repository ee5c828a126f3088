import { useCallback, useEffect, useRef } from 'react';

/**
 * Where focus goes when a list entry is removed with its own button: that button is gone, and
 * left alone focus would fall to the page's <body>. It goes to the first control of the entry
 * that took the removed one's place, or to `lastRef` (the list's Add button) when none did.
 * Entries are the list's elements marked `data-entry`.
 */
export function useFocusAfterRemove(count: number) {
  const listRef = useRef<HTMLFieldSetElement>(null);
  const lastRef = useRef<HTMLButtonElement>(null);
  const removed = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is the sign the entry has left the page
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const next = listRef.current?.querySelectorAll('[data-entry]')[index];
    const target = next?.querySelector<HTMLElement>('input, select, textarea, button');
    (target ?? lastRef.current)?.focus();
  }, [count]);

  const removing = useCallback((index: number) => {
    removed.current = index;
  }, []);

  return { listRef, lastRef, removing };
}
