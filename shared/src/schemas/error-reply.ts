import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** Every failure of the API answers this body with its status (spec §7). */
export const errorReplySchema = lazySchema(() => z.object({ message: z.string() }));

export type ErrorReply = z.output<typeof errorReplySchema>;

/** The plain `{ message }` of a success that says only what happened. */
export const messageReplySchema = lazySchema(() => z.object({ message: z.string() }));
