// Reading SCIM JSON as clients send it: attribute names without regard to case (RFC 7643
// §2.1), Entra's booleans as the strings "True" / "False", values as strings or objects.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `object[key]`, the key matched without regard to case. */
export function attribute(object: unknown, key: string): unknown {
  if (!isObject(object)) return undefined;
  if (key in object) return object[key];
  const lower = key.toLowerCase();
  const found = Object.keys(object).find((name) => name.toLowerCase() === lower);
  return found === undefined ? undefined : object[found];
}

export const attributePath = (object: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => attribute(value, key), object);

/** A boolean, or Entra's "True" / "False"; undefined for anything else. */
export function scimBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : undefined;
}

/** Text, trimmed; null when absent or blank. */
export function scimText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() === '' ? null : value.trim();
}

/** The entries of a multi-valued attribute (a lone object counts as one entry). */
export function entries(value: unknown): Json[] {
  if (Array.isArray(value)) return value.filter(isObject);
  return isObject(value) ? [value] : [];
}

/** The entry of `type` (without regard to case) among a multi-valued attribute's. */
export function entryOfType(list: unknown, type: string): Json | undefined {
  return entries(list).find(
    (entry) => String(attribute(entry, 'type') ?? '').toLowerCase() === type.toLowerCase(),
  );
}
