// Sign-in pages, guards and the session gate that the shell and the standalone self-serve
// app both use.
export { AuthCard } from './auth-card';
export { RequireSignedOut } from './require-signed-out';
export { ResetPasswordPage } from './reset-password-page';
export { SelfGuard } from './self-guard';
export { SESSION_ENDED_MESSAGE, useSessionEndedNotice } from './session-ended-notice';
export { SessionGate } from './session-gate';
export * from './sign-in-paths';
