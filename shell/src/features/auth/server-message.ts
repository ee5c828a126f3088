import { ApiError, GENERIC_API_ERROR, UNAUTHORIZED_MESSAGE } from '@bizcard/shared/api';
import { CHECK_CREDENTIALS, INVALID_CREDENTIALS, LOGIN_FAILED } from './messages';

/**
 * What the server (or the thrown error) said, or null when there is nothing better than the
 * API client's generic texts, so each screen can fall back to its own spec message.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  if (error instanceof ApiError) {
    const generic = error.message === GENERIC_API_ERROR || error.message === UNAUTHORIZED_MESSAGE;
    if (generic) return null;
  }
  return error.message;
}

/** Spec §8: server error, else 'Invalid email or password'; an exception, else 'Login failed'. */
export function passwordLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    // Status 0: no answer at all (network down), which the spec treats as an exception.
    if (error.status === 0) return CHECK_CREDENTIALS;
    return serverMessage(error) ?? INVALID_CREDENTIALS;
  }
  if (error instanceof Error) return error.message || CHECK_CREDENTIALS;
  return LOGIN_FAILED;
}
