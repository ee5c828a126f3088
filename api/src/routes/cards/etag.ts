/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;
