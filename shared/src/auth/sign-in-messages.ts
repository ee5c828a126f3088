// The texts of spec §5 and §8 that the sign-in schemas give and the sign-in screens check for
// before sending. They live here, free of zod, so the shell's start-up bundle shows the schema's
// own words without loading the schemas (or another shared module) to get them.
export const LOGIN_EMAIL_REQUIRED = 'Please enter your email';
export const LOGIN_PASSWORD_REQUIRED = 'Please enter your password';
export const FORGOT_PASSWORD_EMAIL_REQUIRED = 'Please enter your email address first';
export const INVALID_AUTH_LINK = 'Invalid authentication link';
export const SELF_SERVE_LOGIN_REQUIRED = 'Enter email and password';
export const SELF_SERVE_EMAIL_REQUIRED = 'Enter your email first';
export const SSO_EMAIL_REQUIRED = 'Please enter your work email';
/** Every sign-in of a deactivated end user answers this (403); the sign-in screens show it. */
export const CARD_DEACTIVATED =
  'Your card has been deactivated. Please contact your administrator.';

// What the API answers and the sign-in screens show as they are (spec §5, §8).
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const MAGIC_LINK_SENT = 'Magic link sent! Check your email to continue.';
export const RESET_LINK_SENT = 'Password reset link sent to your email';
/** The self-serve login's shorter word for the same mail. */
export const SELF_SERVE_RESET_LINK_SENT = 'Reset link sent';

// What both sign-in screens say while a password sign-in runs, and when it fails unexplained.
export const SIGNING_IN = 'Signing in...';
export const LOGIN_FAILED = 'Login failed';
