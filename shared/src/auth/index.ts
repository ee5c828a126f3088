// Sign-in pages, guards and the session gate that the shell and the standalone self-serve
// app both use. Its modules import the other subpaths by package name: each subpath is a
// shared module of its own, and a relative import would bundle a second copy of its code here.

// Where single sign-on lands: the end user's card, or the page that explains a failure. Read
// relatively on purpose: two strings, where `@bizcard/shared/model` would load the whole model
// on the shell's start-up path.
export { SSO_FAILURE_PATH, YOUR_CARD_PATH } from '../model/sso';
export { AuthCard } from './auth-card';
export { APP_REFERRER_POLICY, dropLinkTokenFromAddress } from './drop-link-token';
export { canHydratePrerendered, PRERENDERED_ATTRIBUTE } from './prerendered-screen';
export { RequireSignedOut } from './require-signed-out';
export { ResetPasswordPage } from './reset-password-page';
export { SelfGuard } from './self-guard';
export { SelfServeGuard } from './self-serve-guard';
export { SESSION_ENDED_MESSAGE, useSessionEndedNotice } from './session-ended-notice';
export { SessionGate } from './session-gate';
export {
  CARD_DEACTIVATED,
  FORGOT_PASSWORD_EMAIL_REQUIRED,
  INVALID_AUTH_LINK,
  INVALID_CREDENTIALS,
  LOGIN_EMAIL_REQUIRED,
  LOGIN_FAILED,
  LOGIN_PASSWORD_REQUIRED,
  MAGIC_LINK_SENT,
  RESET_LINK_SENT,
  SELF_SERVE_EMAIL_REQUIRED,
  SELF_SERVE_LOGIN_REQUIRED,
  SELF_SERVE_RESET_LINK_SENT,
  SIGNING_IN,
  SSO_EMAIL_REQUIRED,
} from './sign-in-messages';
// Where each kind of person signs in; which one a session needs is the session store's call.
export {
  ADMIN_LOGIN_PATH,
  SELF_SERVE_LOGIN_PATH,
  SELF_SERVE_PATH,
  withTenant,
} from './sign-in-paths';
export { SsoSignIn } from './sso-sign-in';
