/** 'AL' for Ada Lovelace; the email's first letter without a name; '?' with neither. */
export function initialsOf(firstName?: string | null, lastName?: string | null, email?: string) {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || email?.trim().charAt(0).toUpperCase() || '?';
}
