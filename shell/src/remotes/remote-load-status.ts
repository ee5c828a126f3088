/** How a remote's last load in this page ended; a remote never asked for has no state. */
export type RemoteLoadState = 'loaded' | 'failed';

// Replaced, never changed in place, so that React sees each change as a new snapshot.
let states: ReadonlyMap<string, RemoteLoadState> = new Map();
const listeners = new Set<() => void>();

/** Records how a load from `remote` ended (the federation runtime plugin calls this). */
export function setRemoteLoadState(remote: string, state: RemoteLoadState): void {
  if (states.get(remote) === state) return;
  states = new Map(states).set(remote, state);
  for (const listener of listeners) listener();
}

/** Every remote's state so far in this page. */
export const remoteLoadStates = (): ReadonlyMap<string, RemoteLoadState> => states;

/** Hears every change of state; returns the unsubscribe function. */
export function onRemoteLoadStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
