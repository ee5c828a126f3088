// Keyset paging: a page's `next` is the sort key of its last row, written opaque (base64url
// JSON) so that clients pass it back as it is and never build one.

export const encodePageKey = (key: readonly string[]) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key of `length` strings that `next` names, or null when it is not one. */
export function decodePageKey(next: string, length: number): string[] | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(next, 'base64url').toString('utf8'));
    const valid =
      Array.isArray(key) &&
      key.length === length &&
      key.every((part) => typeof part === 'string' && !part.includes('\u0000'));
    return valid ? key : null;
  } catch {
    return null;
  }
}
