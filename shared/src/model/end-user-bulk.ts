// Removing end users and acting on many at once (issue 21): constants, and the reply types
// inferred from schemas/end-user-replies.ts.
import type * as z from 'zod/mini';
import type {
  bulkRegistrationLinkSchema,
  endUserBulkReplySchema,
  endUserDeleteReplySchema,
} from '../schemas/end-user-replies';

/** What `POST /api/management/users/{tenantId}/bulk` can do to the users it names. */
export const END_USER_BULK_ACTIONS = [
  'deactivate',
  'reactivate',
  'delete',
  'registration_links',
] as const;
export type EndUserBulkAction = (typeof END_USER_BULK_ACTIONS)[number];

/** As many users as one CSV upload may hold: a whole tenant fits in one bulk action. */
export const END_USER_BULK_MAX = 100_000;

/** Deleting more users than this at once asks the admin to type the confirmation word. */
export const BULK_DELETE_TYPED_ABOVE = 10;
export const BULK_DELETE_CONFIRM_WORD = 'DELETE';

/** `DELETE /api/management/users/{tenantId}/{userId}`. */
export type EndUserDeleteResponse = z.output<typeof endUserDeleteReplySchema>;

/** One new registration link of the bulk action `registration_links`. */
export type BulkRegistrationLink = z.output<typeof bulkRegistrationLinkSchema>;

/** The bulk action's answer (schemas/end-user-replies.ts says what each field means). */
export type EndUserBulkResponse = z.output<typeof endUserBulkReplySchema>;
