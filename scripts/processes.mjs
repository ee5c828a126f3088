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
 * @param {import('node:child_process').SpawnOptions & { group?: boolean, prefix?: boolean, ipc?: boolean }}
 *   [options] `group: false` keeps the child in our process group (it must then be a single
 *   process); `prefix: false` passes its lines through as they are (JSON logs stay JSON);
 *   `ipc: true` opens a channel whose closing tells a Node.js child that we are gone
 */
export function startProcess(
  name,
  command,
  args,
  { group = true, prefix = true, ipc = false, ...options } = {},
) {
  const child = spawn(command, args, {
    env: process.env,
    ...options,
    detached: group,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
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

const PARENT_CHECK_MS = 500;

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
 * then exits with the given code. A second signal while stopping calls `force` and exits at
 * once. Run by npm (`npm start`), it also stops when the process that ran it is gone: a
 * signal sent to npm's process group may not reach ours, and npm's script shell does not
 * pass it on.
 */
export function onShutdown(stop, { force = () => {} } = {}) {
  let stopping = false;
  const shutdown = async (code = 0, reason = '') => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason || 'Stopping'}…`);
    await stop();
    process.exit(code);
  };
  const onSignal = (signal) => {
    if (!stopping) return shutdown(0, signal);
    console.log(`${signal} again: stopping now.`);
    force();
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) shutdown(0, 'The process that started this one is gone');
    }, PARENT_CHECK_MS).unref();
  }
  return shutdown;
}
