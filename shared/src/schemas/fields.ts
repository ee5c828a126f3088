import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../auth/reset-messages';
import { INVALID_EMAIL, PASSWORD_REQUIRED } from '../model/field-messages';

/** A string that must be present and non-blank after trimming; `message` covers both cases. */
export const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** The message for a value longer than a field allows, on the client and the server alike. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

/**
 * The length rule, with the message that names the field. It aborts the checks after it, so
 * an over-long value is refused before any pattern runs over it.
 */
export const atMost = (label: string, max: number) =>
  z.maxLength(max, { error: tooLongMessage(label, max), abort: true });

/** The longest email address (RFC 5321's path limit), everywhere an email is read. */
export const EMAIL_MAX = 254;
/** Passwords are refused beyond this before they are hashed (README "Limits"). */
export const PASSWORD_MAX = 1024;
/** Sign-in, reset and registration tokens are 43 characters; this leaves room. */
export const TOKEN_MAX = 200;
/** A redirect address a page sends along. */
export const URL_MAX = 2000;

/** An optional free-text field: trimmed, absent or empty is stored as null. */
export const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), atMost(label, max)))),
    z.transform((value) => (value ? value : null)),
  );

export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT };

export const emailAddress = (requiredMessage: string) =>
  requiredText(requiredMessage).check(atMost('Email', EMAIL_MAX), z.email(INVALID_EMAIL));

/** A password as typed to sign in: present, and not longer than any password can be. */
export const givenPassword = (requiredMessage: string) =>
  requiredText(requiredMessage).check(atMost('Password', PASSWORD_MAX));

export const newPassword = () =>
  z
    .string({ error: PASSWORD_REQUIRED })
    .check(atMost('Password', PASSWORD_MAX), z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT));

/** A link's token: a wrong one of any length is simply invalid. */
export const linkToken = (message: string) =>
  requiredText(message).check(z.maxLength(TOKEN_MAX, { error: message, abort: true }));

/** An optional address a page sends along. */
export const optionalUrl = () => z.optional(z.string().check(atMost('redirect_url', URL_MAX)));

/** The first message per field, keyed by the top-level field name ('' for the whole body). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
