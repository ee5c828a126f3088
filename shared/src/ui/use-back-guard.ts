import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Marks the history entries this hook adds. The router keeps its own keys in the same state
// object: they are copied, so to the router the extra entry is the page it already shows.
const GUARD = 'bizcardBackGuard';

const onGuardEntry = () => Boolean(window.history.state?.[GUARD]);

/**
 * While `active`, the browser's Back button calls `onBack` instead of leaving the page: an
 * extra history entry with the same address sits on top, and Back only takes that one away.
 * Returns `rearm`, which puts the entry back (after "Keep Editing"). When the guard ends
 * another way (saved, cancelled), its entry is taken away so Back works as before.
 */
export function useBackGuard(active: boolean, onBack: () => void): () => void {
  const [generation, setGeneration] = useState(0);
  const onBackRef = useRef(onBack);
  useLayoutEffect(() => {
    onBackRef.current = onBack;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation pushes a new entry.
  useEffect(() => {
    if (!active) return;
    window.history.pushState({ ...window.history.state, [GUARD]: true }, '');
    let popped = false;
    const onPopState = () => {
      // Still on a guard entry (a nested guard, or one left by a remount): nothing to do.
      if (onGuardEntry()) return;
      popped = true;
      window.removeEventListener('popstate', onPopState);
      onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!popped && onGuardEntry()) window.history.back();
    };
  }, [active, generation]);

  return useCallback(() => setGeneration((value) => value + 1), []);
}

/**
 * Calls `then` once the Back guards that just ended have taken their entries away, or at once
 * when none has: `history.back()` is asynchronous, and a move made before it lands would be
 * undone by it. Waits at most `patienceMs` (an entry left by a reload has no guard behind it).
 * Returns the function that cancels.
 */
export function afterBackGuardsLeave(then: () => void, patienceMs = 500): () => void {
  if (!onGuardEntry()) {
    then();
    return () => undefined;
  }
  const done = () => {
    window.removeEventListener('popstate', onPopState);
    clearTimeout(timer);
    then();
  };
  const onPopState = () => {
    if (!onGuardEntry()) done();
  };
  const timer = setTimeout(done, patienceMs);
  window.addEventListener('popstate', onPopState);
  return () => {
    window.removeEventListener('popstate', onPopState);
    clearTimeout(timer);
  };
}
