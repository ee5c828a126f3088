import * as z from 'zod/mini';

/** A string that must be present and non-blank after trimming; `message` covers both cases. */
export const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** The message for a value longer than a field allows, on the client and the server alike. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

/** The length rule, with the message that names the field. */
export const atMost = (label: string, max: number) => z.maxLength(max, tooLongMessage(label, max));

/** An optional free-text field: trimmed, absent or empty is stored as null. */
export const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), atMost(label, max)))),
    z.transform((value) => (value ? value : null)),
  );

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

export const emailAddress = (requiredMessage: string) =>
  requiredText(requiredMessage).check(z.email('Please enter a valid email address'));

export const newPassword = () =>
  z
    .string({ error: 'Password is required' })
    .check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT));

/** The first message per field, keyed by the top-level field name ('' for the whole body). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
