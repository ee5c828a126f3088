import { createHash } from 'node:crypto';

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;

/** A strong tag of a response body: same bytes, same tag. */
export const bodyEtag = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
