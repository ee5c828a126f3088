import { tooLongMessage } from '@bizcard/shared/schemas';

/**
 * '{Field} must be at most {N} characters' while a value is longer than its field allows, else
 * undefined. Fields take no `maxLength` attribute: a paste into one would be cut without a word,
 * so the whole value stays and this says what to shorten, as the schema will on Save.
 */
export function tooLongError(label: string, max: number | undefined, value: string) {
  return max !== undefined && value.trim().length > max ? tooLongMessage(label, max) : undefined;
}
