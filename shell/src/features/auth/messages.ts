// The exact texts of spec §5 and §8. Kept here rather than imported from
// `@bizcard/shared/schemas`, whose module pulls zod into the shell's start-up bundle.
export const EMAIL_REQUIRED = 'Please enter your email';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const FORGOT_EMAIL_REQUIRED = 'Please enter your email address first';
export const MAGIC_LINK_SENT = 'Magic link sent! Check your email to continue.';
export const MAGIC_LINK_FAILED = 'Failed to send magic link. Please try again.';
export const MFA_REQUIRED_NOTICE =
  'Additional verification is required. Follow the instructions sent to your email to finish signing in.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CHECK_CREDENTIALS = 'Login failed. Please check your credentials.';
export const LOGIN_FAILED = 'Login failed';
export const RESET_LINK_SENT = 'Password reset link sent to your email';
export const RESET_LINK_FAILED = 'Failed to send password reset link. Please try again.';

export const INVALID_AUTH_LINK = 'Invalid authentication link';
export const AUTH_FAILED = 'Authentication failed. Please try again.';
