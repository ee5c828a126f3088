// Ending a canary (`deploy -- --promote | --abort`): the candidate becomes live for everyone, or
// no session gets it any more. Either way it stays published (pages open on it keep working),
// and the release log records it.
import { withCanaryAborted, withCanaryPromoted } from './releases.mjs';
import { switchLive } from './switch-live.mjs';

/** Promotes or aborts `app`'s running canary; returns the line to print. */
export function finishCanary(target, app, how) {
  let candidate;
  const state = switchLive(target, app, (current) => {
    candidate = current.canary?.version;
    return how === 'promote' ? withCanaryPromoted(current) : withCanaryAborted(current);
  });
  return how === 'promote'
    ? `${app.name} ${candidate} is live for everyone (canary promoted)`
    : `${app.name} canary ${candidate} aborted: every session gets ${state.live} again`;
}
