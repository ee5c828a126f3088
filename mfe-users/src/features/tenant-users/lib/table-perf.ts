// Performance marks around table updates, read by scripts/bench/users-ui.mjs: each search
// keystroke, sort change and page change is measured from its input event to the commit.

export type TableUpdateKind = 'search' | 'sort' | 'page';

export const TABLE_UPDATE_MEASURE = 'users-table:update';

let pending: { kind: TableUpdateKind; start: number } | null = null;

/** Call from the event handler; `eventTime` is the event's timeStamp when it has one. */
export function startTableUpdate(kind: TableUpdateKind, eventTime?: number): void {
  const now = performance.now();
  const start = eventTime && eventTime > 0 && eventTime <= now ? eventTime : now;
  pending = { kind, start };
  try {
    performance.mark(`users-table:${kind}:start`, { startTime: start });
  } catch {
    // A runtime without User Timing (jsdom): the measurement is only for benchmarks.
  }
}

/** Call from a layout effect: the DOM of the update is committed by then. */
export function finishTableUpdate(): void {
  if (!pending) return;
  const { kind, start } = pending;
  pending = null;
  try {
    const end = performance.now();
    performance.measure(TABLE_UPDATE_MEASURE, { start, end, detail: { kind } });
    performance.measure(`users-table:${kind}`, { start, end });
  } catch {
    // See startTableUpdate.
  }
}
