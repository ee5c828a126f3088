import { useLocation } from 'react-router-dom';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Router state of the move to a sign-in page after the API ended the session. */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/** The message a sign-in page shows when an ended session sent the visitor there, else null. */
export function useSessionEndedNotice(): string | null {
  const { state } = useLocation();
  const ended = typeof state === 'object' && state !== null && 'sessionEnded' in state;
  return ended ? SESSION_ENDED_MESSAGE : null;
}
