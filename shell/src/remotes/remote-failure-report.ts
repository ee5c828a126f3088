import { reportRemoteLoadFailure } from '@bizcard/shared/api';
import { REMOTE_LOAD_REPORT_MAX, type RemoteLoadReport } from '@bizcard/shared/schemas';
import type { RemoteLocation } from './remotes-manifest';

const UNKNOWN = 'unknown';
const reported = new Set<string>();

const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)) || UNKNOWN;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

// A render crash goes through the same report, its message saying so.
const CRASH_PREFIX = 'Rendering failed: ';

function send(
  remote: string,
  location: RemoteLocation | undefined,
  message: string,
  line: (report: RemoteLoadReport) => string,
): void {
  const report: RemoteLoadReport = {
    remote: cut(remote, REMOTE_LOAD_REPORT_MAX.remote),
    url: cut(location?.url ?? UNKNOWN, REMOTE_LOAD_REPORT_MAX.url),
    version: cut(location?.version ?? UNKNOWN, REMOTE_LOAD_REPORT_MAX.version),
    message: cut(message, REMOTE_LOAD_REPORT_MAX.message),
  };
  console.error(line(report));
  // Nothing more to do when the report itself cannot be delivered: the console has it.
  reportRemoteLoadFailure(report).catch(() => undefined);
}

/**
 * Tells the console and the API, once per page load and remote, that a remote failed to
 * load: Retry and every later page of a dead remote fail again, and one line says it all.
 */
export function reportRemoteFailure(
  remote: string,
  location: RemoteLocation | undefined,
  error: unknown,
): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  send(
    remote,
    location,
    errorText(error),
    (report) =>
      `[remotes] ${report.remote} (version ${report.version}) failed to load from ${report.url}: ${report.message}`,
  );
}

/**
 * Tells the console and the API, once per page load and remote, that a remote's page loaded
 * and then threw while rendering (the same report as a failed load, its message starting
 * 'Rendering failed: ').
 */
export function reportRemoteCrash(
  remote: string,
  location: RemoteLocation | undefined,
  error: unknown,
): void {
  const key = `${remote} rendering`;
  if (reported.has(key)) return;
  reported.add(key);
  send(
    remote,
    location,
    `${CRASH_PREFIX}${errorText(error)}`,
    (report) =>
      `[remotes] ${report.remote} (version ${report.version}, loaded from ${report.url}) stopped working while rendering: ${report.message.slice(CRASH_PREFIX.length)}`,
  );
}
