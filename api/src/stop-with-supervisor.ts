import cluster from 'node:cluster';

/**
 * When `npm start` runs this process (with an IPC channel to it), the process stops as soon as
 * that channel closes: a starter killed outright (SIGKILL, a crash) leaves no API behind
 * holding its port and the database. A cluster worker's channel is its primary's, which
 * node:cluster already watches.
 */
export function stopWithSupervisor(): void {
  if (!cluster.isPrimary || !process.channel) return;
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
