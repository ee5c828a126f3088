// The exact texts of the reset-password page (spec §5, §8), kept free of zod so the shell's
// start-up bundle does not pull in the schemas.
export const INVALID_RESET_LINK = 'Invalid password reset link. Please request a new one.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';
/** Spec §9: redirect delay after a password reset. */
export const RESET_REDIRECT_DELAY_MS = 3000;
