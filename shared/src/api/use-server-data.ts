import {
  type DependencyList,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { errorMessage } from './api-error';

/** What a screen knows about data it asked the server for. */
export type ServerData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; error: unknown }
  | { status: 'ready'; data: T };

/** While `enabled` is false nothing is asked (no id yet, or not allowed to ask). */
export type ServerDataIdle = { status: 'idle' };

export interface ServerDataOptions<T = unknown> {
  enabled: boolean;
  /** An answer already in hand for the first deps (an early read): shown at once, not asked for. */
  initial?: T;
}

/** Reads through shared's API client; `signal` aborts the call once its answer is stale. */
export type ServerDataLoader<T> = (signal: AbortSignal) => Promise<T>;

export interface ServerDataActions<T> {
  /** Asks again; what is shown stays until the new answer arrives, so lists do not flash. */
  reload: () => void;
  /** Changes the loaded data in place (an item created or deleted here); nothing before it loads. */
  update: (change: (data: T) => T) => void;
}

export type ServerDataResult<T> = ServerData<T> & ServerDataActions<T>;

/** An answer remembers the deps it was asked with: after they change, it no longer counts. */
interface Answer<T> {
  deps: DependencyList;
  state: ServerData<T>;
}

const LOADING = { status: 'loading' } as const;
const IDLE = { status: 'idle' } as const;

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The one way a screen loads server data. `load` runs again whenever `deps` change (list what
 * it reads, as for useEffect; Biome checks it); an answer to older deps, or one that arrives
 * after unmount, is dropped and its call aborted. Errors carry the text to show (spec §8)
 * and the error itself, for screens that tell a 404 or a 403 apart.
 */
export function useServerData<T>(
  load: ServerDataLoader<T>,
  deps: DependencyList,
  options: ServerDataOptions<T>,
): (ServerData<T> | ServerDataIdle) & ServerDataActions<T>;
export function useServerData<T>(
  load: ServerDataLoader<T>,
  deps: DependencyList,
  options?: Pick<ServerDataOptions<T>, 'initial'>,
): ServerDataResult<T>;
export function useServerData<T>(
  load: ServerDataLoader<T>,
  deps: DependencyList,
  { enabled = true, initial }: Partial<ServerDataOptions<T>> = {},
): (ServerData<T> | ServerDataIdle) & ServerDataActions<T> {
  const [answer, setAnswer] = useState<Answer<T>>(() => ({
    deps,
    state: initial === undefined ? LOADING : { status: 'ready', data: initial },
  }));
  // The first ask is skipped when its answer came in hand; any later one (new deps, reload) asks.
  const answeredAtMount = useRef(initial !== undefined);
  const [askedTimes, setAskedTimes] = useState(0);
  // The latest `load` without re-running the effect on every render: `deps` say when to ask.
  const ask = useEffectEvent(load);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, checked at each call; askedTimes changes only to ask again.
  useEffect(() => {
    if (answeredAtMount.current) {
      answeredAtMount.current = false;
      return;
    }
    if (!enabled) return;
    const controller = new AbortController();
    const keep = (state: ServerData<T>) => {
      if (!controller.signal.aborted) setAnswer({ deps, state });
    };
    // A loader that throws before returning its promise fails like one that rejects.
    new Promise<T>((resolve) => resolve(ask(controller.signal))).then(
      (data) => keep({ status: 'ready', data }),
      (error: unknown) => keep({ status: 'error', message: errorMessage(error), error }),
    );
    return () => controller.abort();
  }, [enabled, askedTimes, ...deps]);

  const reload = useCallback(() => setAskedTimes((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((held) =>
        held.state.status === 'ready'
          ? { ...held, state: { status: 'ready', data: change(held.state.data) } }
          : held,
      ),
    [],
  );

  const state = !enabled ? IDLE : sameDeps(answer.deps, deps) ? answer.state : LOADING;
  return { ...state, reload, update };
}
