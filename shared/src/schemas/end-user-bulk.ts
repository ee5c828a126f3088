import * as z from 'zod/mini';
import { END_USER_BULK_ACTIONS, END_USER_BULK_MAX } from '../model/end-user-bulk';
import { lazySchema } from './lazy-schema';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/management/users/{tenantId}/bulk`: an action and the ids of the users it is for.
 * 'Select all N matching' sends the ids of those N users too, so the action reaches exactly
 * the people the admin saw counted, never one created since.
 */
export const endUserBulkSchema = lazySchema(() =>
  z.object({
    action: z.enum(END_USER_BULK_ACTIONS, { error: 'Choose a bulk action' }),
    user_ids: z
      .array(z.string().check(z.regex(ID_PATTERN, 'User ids must be UUIDs'), z.toLowerCase()), {
        error: 'Select at least one user',
      })
      .check(
        z.minLength(1, 'Select at least one user'),
        z.maxLength(
          END_USER_BULK_MAX,
          `At most ${END_USER_BULK_MAX.toLocaleString('en-US')} users at once`,
        ),
      ),
  }),
);

export type EndUserBulkRequest = z.input<typeof endUserBulkSchema>;
