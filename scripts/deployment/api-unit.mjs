// API processes started the way ops/systemd/bizcard-api@.service starts them: its
// ExecStart, WorkingDirectory and Environment lines, with %i the port and /srv/bizcard this
// checkout. What the unit reads from /etc/bizcard/api.env is passed in `settings`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../apps.mjs';
import { startProcess } from '../processes.mjs';

export const UNIT_FILE = join(ROOT, 'ops', 'systemd', 'bizcard-api@.service');
const INSTALL_DIR = '/srv/bizcard';

/** The [Service] lines of the unit, `%i` replaced by `port`. */
export function readUnit(port, file = UNIT_FILE) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replaceAll('%i', String(port)));
  const values = (key) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const environment = Object.fromEntries(
    values('Environment').map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
  const [execStart] = values('ExecStart');
  const [workingDirectory] = values('WorkingDirectory');
  if (!execStart || !workingDirectory) throw new Error(`${file}: no ExecStart or WorkingDirectory`);
  const [command, ...args] = execStart.split(/\s+/);
  // What a supervisor standing in for systemd does when the process exits: Restart= and
  // RestartSec= (seconds), and the exit status after which it gives up.
  const restart = {
    when: values('Restart')[0] ?? 'no',
    delayMs: Number(values('RestartSec')[0] ?? 0.1) * 1000,
    preventExitStatus: values('RestartPreventExitStatus').map(Number),
  };
  return { command, args, workingDirectory, environment, restart };
}

/**
 * Starts one instance on `port`. The unit's node is /usr/bin/node; the one running this check
 * is used instead (the same Node.js the build and tests use).
 */
export function startApiInstance(port, settings) {
  const unit = readUnit(port);
  const cwd = unit.workingDirectory.replace(INSTALL_DIR, ROOT);
  const child = startProcess(`api:${port}`, process.execPath, unit.args, {
    cwd,
    // PATH and HOME as a service has them; nothing else of the caller's environment.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings, ...unit.environment },
  });
  child.port = port;
  return child;
}

/**
 * Resolves once `http://127.0.0.1:<port><path>` answers 200 (`/api/health/ready`: migrated and
 * its database answers); rejects if the process exits.
 */
export async function waitForHealth(child, timeoutMs = 90_000, path = '/api/health') {
  const url = `http://127.0.0.1:${child.port}${path}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API on ${child.port} exited (${child.exitCode})`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API on ${child.port} did not answer ${url} within ${timeoutMs / 1000} s`);
}
