// Replies of the service's own routes: health, and the development outbox.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** `GET /api/health`. */
export const healthReplySchema = lazySchema(() => z.object({ status: z.literal('ok') }));

/** `GET /api/health/ready`: the API may take traffic. */
export const readyReplySchema = lazySchema(() => z.object({ status: z.literal('ready') }));

/** A mail written to the outbox folder, as `GET /api/dev/outbox` lists it (newest first). */
export const outboxEntrySchema = lazySchema(() =>
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** Every http(s) URL in the text, in order. */
    links: z.array(z.string()),
    date: z.string(),
  }),
);

export const outboxSchema = lazySchema(() => z.array(outboxEntrySchema));

/** A reply without a body (204), as the client reads it: `{}`. */
export const emptyReplySchema = lazySchema(() => z.strictObject({}));
