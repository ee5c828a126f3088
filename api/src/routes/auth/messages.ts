export const MAGIC_LINK_SENT = 'Magic link sent! Check your email to continue.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOGIN_SUCCESSFUL = 'Login successful';
export const AUTHENTICATED = 'Authenticated';
export const SIGN_IN_LINK_INVALID =
  'This sign-in link is invalid or has expired. Please request a new one.';
export const RESET_LINK_SENT = 'Password reset link sent to your email';
export const SELF_SERVE_RESET_LINK_SENT = 'Reset link sent';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully. You can now sign in.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';
export const LOGGED_OUT = 'Logged out successfully';
