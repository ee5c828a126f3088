// A concurrent mixed load on a listening API for fault tests: each route asked in a loop of
// its own, every answer kept with its timing.

// An answer slower than this is a hang: the request is abandoned and recorded as status 0.
const ABANDON_AFTER_MS = 15_000;
// Between one loop's requests by default, so the loops leave the two cores to the API.
const PAUSE_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One answer: its route kind, status (0 when none came), when it was asked and how long it took. */
export interface Call {
  kind: string;
  /** The loop's running number of the request. */
  n: number;
  status: number;
  retryAfter: string | null;
  contentType: string;
  body: string;
  startedAt: number;
  endedAt: number;
}

export interface LoadRoute {
  kind: string;
  /** Sends request number `n` of this loop. */
  send(n: number): Promise<Response>;
  /** Sees each answer (for example to keep a cookie or an acknowledged write). */
  seen?(call: Call, response: Response): void;
  /** The wait between this loop's requests (25 ms by default). */
  pauseMs?: number;
}

export interface RunningLoad {
  calls: Call[];
  /** Ends every loop after its request in flight; resolves when all have ended. */
  stop(): Promise<void>;
}

async function ask(route: LoadRoute, n: number): Promise<{ call: Call; response?: Response }> {
  const startedAt = performance.now();
  const base = { kind: route.kind, n, startedAt };
  try {
    const response = await route.send(n);
    const body = await response.text();
    const call = {
      ...base,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type') ?? '',
      body,
      endedAt: performance.now(),
    };
    return { call, response };
  } catch (error) {
    const body = error instanceof Error ? error.message : String(error);
    return {
      call: {
        ...base,
        status: 0,
        retryAfter: null,
        contentType: '',
        body,
        endedAt: performance.now(),
      },
    };
  }
}

/** Starts one loop per route; each sends, waits for the answer, pauses briefly, sends again. */
export function startLoad(routes: LoadRoute[]): RunningLoad {
  const calls: Call[] = [];
  let stopped = false;
  const loop = async (route: LoadRoute) => {
    for (let n = 0; !stopped; n++) {
      const { call, response } = await ask(route, n);
      calls.push(call);
      if (response) route.seen?.(call, response);
      await sleep(route.pauseMs ?? PAUSE_MS);
    }
  };
  const loops = Promise.all(routes.map(loop));
  return {
    calls,
    stop: async () => {
      stopped = true;
      await loops;
    },
  };
}

/** fetch with the hang bound: a request that takes longer is abandoned. */
export function fetchBounded(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ABANDON_AFTER_MS) });
}

/**
 * For each kind, milliseconds from `since` (the server back) to the first 2xx answer that
 * arrived after it, whether asked before or after; null for a kind that has none yet.
 */
export function recoveryMs(
  calls: Call[],
  kinds: string[],
  since: number,
): Map<string, number | null> {
  return new Map(
    kinds.map((kind) => {
      const answered = calls
        .filter((call) => call.kind === kind && call.endedAt >= since)
        .filter((call) => call.status >= 200 && call.status < 300)
        .map((call) => call.endedAt - since);
      return [kind, answered.length > 0 ? Math.round(Math.min(...answered)) : null];
    }),
  );
}

/** Waits until every kind has answered 2xx since `since`, at most `withinMs`. */
export async function untilRecovered(
  calls: Call[],
  kinds: string[],
  since: number,
  withinMs: number,
): Promise<void> {
  const recovered = () => [...recoveryMs(calls, kinds, since).values()].every((ms) => ms !== null);
  while (!recovered() && performance.now() - since < withinMs) await sleep(100);
}
