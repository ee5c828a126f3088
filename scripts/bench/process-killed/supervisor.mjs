// The fault bench as the API processes' supervisor, doing what systemd does with
// ops/systemd/bizcard-api@.service (Restart=always, RestartSec=2): a process that exits is
// started again on its port after the unit's delay, unless it exited with the status the unit
// says restarting cannot help. Each restart is timed until /api/health/ready answers 200.
import { readdir, readFile, readlink } from 'node:fs/promises';
import { readUnit, startApiInstance, waitForHealth } from '../../deployment/api-unit.mjs';
import { stopProcess } from '../../processes.mjs';

const READY_PATH = '/api/health/ready';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API instance on `port`, restarted as its unit says; `restarts` records each one. */
export function superviseApi(port, settings) {
  const { restart } = readUnit(port);
  const instance = { port, child: null, restarts: [], stopping: false };
  const start = () => {
    const child = startApiInstance(port, settings);
    instance.child = child;
    child.once('exit', (code, signal) => {
      if (instance.stopping) return;
      const exitedAt = performance.now();
      const record = { code, signal, exitedAt, readyAt: null, error: null };
      instance.restarts.push(record);
      const helpless = restart.when === 'no' || restart.preventExitStatus.includes(code);
      if (helpless) return;
      record.ready = sleep(restart.delayMs).then(async () => {
        if (instance.stopping) return;
        record.startedAt = performance.now();
        try {
          await waitForHealth(start(), 90_000, READY_PATH);
          record.readyAt = performance.now();
        } catch (error) {
          record.error = error.message;
        }
      });
    });
    return child;
  };
  instance.ready = () => waitForHealth(start(), 90_000, READY_PATH);
  instance.stop = async () => {
    instance.stopping = true;
    if (instance.child) await stopProcess(instance.child);
  };
  return instance;
}

/** The inode of the TCP socket from local port `port` (IPv4, /proc/net/tcp), or null. */
async function socketInode(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const lines = (await readFile('/proc/net/tcp', 'utf8')).split('\n').slice(1);
  for (const line of lines) {
    const fields = line.trim().split(/\s+/);
    if (fields[1]?.endsWith(`:${hex}`)) return fields[9];
  }
  return null;
}

/**
 * Which of `instances` holds the connection whose client port PostgreSQL reports
 * (pg_stat_activity.client_port): the process running that backend's statement.
 */
export async function instanceOfConnection(instances, clientPort) {
  const inode = await socketInode(clientPort);
  if (!inode) return null;
  for (const instance of instances) {
    const pid = instance.child?.pid;
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target === `socket:[${inode}]`) return instance;
    }
  }
  return null;
}
