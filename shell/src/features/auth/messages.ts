// The exact texts of spec §5 and §8 that only the shell's sign-in screens show. The texts the
// sign-in schemas or the API also give come from `@bizcard/shared/auth`, which holds them
// without zod.
export {
  INVALID_CREDENTIALS,
  LOGIN_FAILED,
  MAGIC_LINK_SENT,
  RESET_LINK_SENT,
} from '@bizcard/shared/auth';

export const MAGIC_LINK_FAILED = 'Failed to send magic link. Please try again.';
export const MFA_REQUIRED_NOTICE =
  'Additional verification is required. Follow the instructions sent to your email to finish signing in.';
export const CHECK_CREDENTIALS = 'Login failed. Please check your credentials.';
export const RESET_LINK_FAILED = 'Failed to send password reset link. Please try again.';

export const AUTH_FAILED = 'Authentication failed. Please try again.';
/** The failed single sign-on page's title (its route's too) when the reason is unknown. */
export const SSO_FAILED_TITLE = 'Single sign-on failed';
