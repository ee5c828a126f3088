import * as z from 'zod/mini';

/**
 * A reply that is a page or a file rather than JSON, for the API's document: what it is and
 * its content types. Fastify sends such bodies as they are (no serializer runs), so the
 * handler's types do not follow from these schemas (`unknown`).
 */
export interface FileReply {
  description: string;
  content: Record<string, { schema: unknown }>;
}

export const fileReply = (description: string, contentTypes: readonly string[]): FileReply => ({
  description,
  content: Object.fromEntries(
    contentTypes.map((type) => [
      type,
      { schema: type.startsWith('text/') ? z.string() : z.file() },
    ]),
  ),
});

/** 304: the copy the client holds (its If-None-Match) is current; no body. */
export const NOT_MODIFIED = z.optional(
  z.null().check(z.describe('Not modified: the copy the client holds (If-None-Match) is current')),
);
