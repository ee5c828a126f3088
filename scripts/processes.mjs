// Child processes for start and dev: each in its own process group, so stopping one stops
// everything it started (npm → tsx → node), and its output lines carry its name unless told
// otherwise.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Copies a stream to ours line by line (whole lines, never interleaved), after `prefix`. */
function copyLines(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * @param {string} name label of the output lines
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { group?: boolean, prefix?: boolean }}
 *   [options] `group: false` keeps the child in our process group (it must then be a single
 *   process); `prefix: false` passes its lines through as they are (JSON logs stay JSON)
 */
export function startProcess(
  name,
  command,
  args,
  { group = true, prefix = true, ...options } = {},
) {
  const child = spawn(command, args, {
    env: process.env,
    ...options,
    detached: group,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.ownGroup = group;
  const label = prefix ? `[${name}]`.padEnd(24) : '';
  copyLines(child.stdout, label, process.stdout);
  copyLines(child.stderr, label, process.stderr);
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(child.ownGroup ? -child.pid : child.pid, signal);
    return true;
  } catch {
    return false; // the whole group is gone
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to the child's process group, then waits until every process of the group has
 * exited (the API closes its database); SIGKILL for what is left after `graceMs`.
 */
export async function stopProcess(child, graceMs = 8000) {
  if (!child.pid) return;
  const deadline = Date.now() + graceMs;
  if (!signalGroup(child, 'SIGTERM')) return;
  while (Date.now() < deadline) {
    await sleep(100);
    if (!signalGroup(child, 0)) return;
  }
  signalGroup(child, 'SIGKILL');
}

/**
 * Runs `stop` once, on the first SIGINT or SIGTERM or when the returned function is called,
 * then exits with the given code.
 */
export function onShutdown(stop) {
  let stopping = false;
  const shutdown = async (code = 0, reason = '') => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason || 'Stopping'}…`);
    await stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0, 'SIGINT'));
  process.on('SIGTERM', () => shutdown(0, 'SIGTERM'));
  return shutdown;
}
