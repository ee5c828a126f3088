// The texts the sign-in screens also show are shared's; the rest only the API answers.
export {
  INVALID_CREDENTIALS,
  MAGIC_LINK_SENT,
  RESET_LINK_SENT,
  SELF_SERVE_RESET_LINK_SENT,
} from '@bizcard/shared/model';

export const LOGIN_SUCCESSFUL = 'Login successful';
export const AUTHENTICATED = 'Authenticated';
export const SIGN_IN_LINK_INVALID =
  'This sign-in link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully. You can now sign in.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';
export const LOGGED_OUT = 'Logged out successfully';
export const NO_SSO_FOR_EMAIL =
  'No single sign-on is set up for this email address. Sign in with your password instead, or ask your administrator.';
export const NO_SSO_FOR_TENANT = 'No single sign-on is set up for this organisation.';
export const SSO_PROVIDER_DOWN =
  "Your organisation's sign-in service could not be reached. Please try again in a moment.";
