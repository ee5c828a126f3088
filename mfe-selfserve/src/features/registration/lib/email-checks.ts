import { REGISTRATION_TEXT } from '../messages';

// Spec §5: something@something.something, and no spaces inside.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as it is stored: spaces around it dropped, lower case (the API does the same). */
export const normalizedEmail = (value: string) => value.trim().toLowerCase();

/** Spaces around the address are a typing slip, not part of it. */
export const isEmail = (value: string) => EMAIL_SHAPE.test(value.trim());

/** One address typed twice, whatever its case or the spaces around it. */
export const sameEmail = (email: string, confirmation: string) =>
  normalizedEmail(email) === normalizedEmail(confirmation);

/** The message under the fields, once the person has typed something to judge. */
export function emailError(email: string, confirmation: string): string | null {
  if (email && !isEmail(email)) return REGISTRATION_TEXT.invalidEmail;
  if (confirmation && !sameEmail(email, confirmation)) return REGISTRATION_TEXT.emailMismatch;
  return null;
}

export const canRegister = (email: string, confirmation: string) =>
  isEmail(email) && sameEmail(email, confirmation) && emailError(email, confirmation) === null;
