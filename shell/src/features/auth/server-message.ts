import { ApiError, serverMessage } from '@bizcard/shared/api';
import { CHECK_CREDENTIALS, INVALID_CREDENTIALS, LOGIN_FAILED } from './messages';

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
