import { REGISTRATION_TEXT } from '../messages';

// Spec §5: something@something.something, and no spaces anywhere.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL_SHAPE.test(value);

/** The message under the fields, once the person has typed something to judge. */
export function emailError(email: string, confirmation: string): string | null {
  if (email && !isEmail(email)) return REGISTRATION_TEXT.invalidEmail;
  if (confirmation && email !== confirmation) return REGISTRATION_TEXT.emailMismatch;
  return null;
}

export const canRegister = (email: string, confirmation: string) =>
  isEmail(email) && email === confirmation && emailError(email, confirmation) === null;
