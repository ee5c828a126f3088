// Removing end users and acting on many at once (issue 21): wire shapes and constants, no zod.

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
export interface EndUserDeleteResponse {
  deleted: 1;
}

/** One new registration link of the bulk action `registration_links`. */
export interface BulkRegistrationLink {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  url: string;
}

/**
 * The bulk action's answer. `count`: the users it changed (or, for registration links, the
 * links made); ids of other tenants or of nobody are ignored. `skipped_registered` and
 * `skipped_inactive`: users of the registration-links action who got no link because they
 * have registered already or are deactivated.
 */
export interface EndUserBulkResponse {
  action: EndUserBulkAction;
  count: number;
  skipped_registered?: number;
  skipped_inactive?: number;
  links?: BulkRegistrationLink[];
  /** ISO time the registration links stop working. */
  expires_at?: string;
}
