// The fault bench's pass / fail and its README rows, from benchProcessKilled()'s result.

const failuresOf = (entry) => Object.values(entry.failures).reduce((sum, n) => sum + n, 0);
const kinds = (entry) =>
  Object.entries(entry.failures)
    .map(([kind, n]) => `${n}× ${kind}`)
    .join(', ') || 'none';
const thousands = (n) => n.toLocaleString('en-US');
const journal = ({ journalAtKill, journalDoneSeconds }) =>
  journalAtKill.imports
    ? `its journal entry rolled back ${journalDoneSeconds} s after the kill`
    : 'no journal entry left by the kill';

/** What went wrong, one phrase each; empty when the run passes. */
export function verdict({ requests, writes, upload, restart, nginx }) {
  const problems = [];
  for (const route of ['card view', 'users list']) {
    const failed = failuresOf(requests[route]);
    if (failed) problems.push(`${failed} of ${requests[route].requests} ${route}s failed`);
  }
  const { sessions, saves } = writes;
  if (sessions.stored !== sessions.acknowledged)
    problems.push(`${sessions.stored} of ${sessions.acknowledged} acknowledged sign-ins stored`);
  if (!saves.ok)
    problems.push(`profile saves: stored '${saves.storedTitle}', ${saves.audited} audited`);
  if (!writes.upload.whole) problems.push(`${writes.upload.rows} rows of the upload stored`);
  if (upload.ok && upload.created !== writes.upload.rows)
    problems.push('the acknowledged upload is not all stored');
  if (upload.journal.imports || upload.journal.undoRows)
    problems.push('the upload is still in the import journal');
  if (!restart?.killToReadySeconds)
    problems.push(
      `the killed process was not ready again${restart?.error ? `: ${restart.error}` : ''}`,
    );
  if (!nginx.servedByRestarted) problems.push('nginx sent the restarted process no request');
  return problems;
}

/** The README's rows (figure, measured, target). */
export function processKilledRows(r) {
  if (!r) return [];
  const { requests: q } = r;
  const label = `${r.processes} API processes behind nginx on PostgreSQL 15, ${r.loadSeconds} s mixed load with a 100,000-row upload, one killed with kill -9 at ${r.kill.atSeconds} s (${r.kill.uploadPhase})`;
  const result = r.problems.length ? `fail: ${r.problems.join('; ')}` : 'pass';
  const counted = (route) => `${thousands(q[route].requests)} (failed: ${kinds(q[route])})`;
  return [
    [
      `${label}: result; card views; Tenant Users lists (${r.listUsers} users); card view p50 / p99`,
      `${result}; ${counted('card view')}; ${counted('users list')}; ${r.cardP50Ms} / ${r.cardP99Ms} ms`,
      '0 failed views and lists',
    ],
    [
      'The same run: sign-ins; profile saves; acknowledged writes found in the database; the upload',
      `${counted('sign-in')}; ${counted('profile save')}; ${r.writes.sessions.stored} of ${r.writes.sessions.acknowledged} sessions, last save stored (${r.writes.saves.audited} audited of ${r.writes.saves.acknowledged}); ${r.upload.status}, ${thousands(r.writes.upload.rows)} rows stored, ${journal(r.upload)}`,
      'every acknowledged write stored; upload whole or nothing',
    ],
    [
      'The same run: the killed process, restarted by its supervisor (Restart=always): kill → /api/health/ready / start → ready; requests nginx retried on another process; then served by the restarted one',
      `${r.restart?.killToReadySeconds} s / ${r.restart?.startToReadySeconds} s; ${r.nginx.retried}; ${r.nginx.servedByRestarted} (load average ${r.loadAverages.before} → ${r.loadAverages.after})`,
      'restarted and served again',
    ],
  ];
}
