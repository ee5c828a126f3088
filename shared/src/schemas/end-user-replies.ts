// Replies of the Tenant end users routes (spec §7), built from the field registry like the
// write schema (end-users.ts): what the API answers, not what a form may send.
import * as z from 'zod/mini';
import { END_USER_BULK_ACTIONS } from '../model/end-user-bulk';
import {
  ADDRESS_FIELDS,
  type AddressKey,
  END_USER_FIELDS,
  type EndUserField,
  type EndUserFields,
} from '../model/end-user-fields';
import { END_USER_ROLES } from '../model/end-users';
import { lazySchema } from './lazy-schema';
import { count, timestamp } from './reply-fields';

/** A stored address: every part is text, empty when not given. */
export const addressReplySchema = lazySchema(() =>
  z.object(
    Object.fromEntries(ADDRESS_FIELDS.map(({ key }) => [key, z.string()])) as Record<
      AddressKey,
      z.ZodMiniString
    >,
  ),
);

function fieldReply(field: EndUserField): z.ZodMiniType {
  if (field.input === 'addresses') return z.array(addressReplySchema);
  if (field.input === 'switch') return z.boolean();
  if (field.input === 'choice') return z.enum(END_USER_ROLES);
  return 'required' in field ? z.string() : z.nullable(z.string());
}

/** Each field's reply rule, typed as the registry types the field (EndUserFields). */
const fieldsShape = Object.fromEntries(
  END_USER_FIELDS.map((field) => [field.wire, fieldReply(field)]),
) as { [K in keyof EndUserFields]: z.ZodMiniType<EndUserFields[K]> };

/**
 * A moment as PostgreSQL's JSON writes it in UTC (`2026-11-27T17:45:04.285123+00:00`): to the
 * microsecond, with its offset.
 */
const databaseTimestamp = () => z.iso.datetime({ offset: true });

/** An end user as the API returns it: one, or each of the list's. */
export const endUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    tenant_id: z.string(),
    ...fieldsShape,
    /** The public card page: `{public base}/c/{slug}`. */
    embedded_url: z.string(),
    /** URL of a PNG QR code of `embedded_url`. */
    qr_code: z.string(),
    /** The user's own photo (`{public base}/c/assets/{hash}.jpg`), or null: the template's shows. */
    photo_url: z.nullable(z.string()),
    /** Whether the person completed self-serve registration (decision 016). */
    registered: z.optional(z.boolean()),
    created_at: databaseTimestamp(),
    updated_at: databaseTimestamp(),
  }),
);

/**
 * GET /api/management/users/{tenantId}: every user of the tenant by name, and their count.
 * It streams, written and read a line at a time (end-user-list.ts).
 */
export const endUserListSchema = lazySchema(() =>
  z.object({
    total: z.optional(count()),
    users: z.array(endUserSchema),
  }),
);

/** `/{tenantId}` of the tenant's users routes. Any text passes: an unknown id answers 404. */
export const tenantUsersPathSchema = lazySchema(() => z.object({ tenantId: z.string() }));

/** `/{tenantId}/{userId}` of one user's routes. */
export const tenantUserPathSchema = lazySchema(() =>
  z.extend(tenantUsersPathSchema, { userId: z.string() }),
);

/** DELETE /api/management/users/{tenantId}/{userId}. */
export const endUserDeleteReplySchema = lazySchema(() => z.object({ deleted: z.literal(1) }));

/** One new registration link of the bulk action `registration_links`. */
export const bulkRegistrationLinkSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    url: z.string(),
  }),
);

/**
 * POST /api/management/users/{tenantId}/bulk. `count`: the users it changed (or, for
 * registration links, the links made); ids of other tenants or of nobody are ignored.
 * `skipped_registered` and `skipped_inactive`: users of the registration-links action who got
 * no link because they have registered already or are deactivated.
 */
export const endUserBulkReplySchema = lazySchema(() =>
  z.object({
    action: z.enum(END_USER_BULK_ACTIONS),
    count: count(),
    skipped_registered: z.optional(count()),
    skipped_inactive: z.optional(count()),
    links: z.optional(z.array(bulkRegistrationLinkSchema)),
    /** When the registration links stop working. */
    expires_at: z.optional(timestamp()),
  }),
);

/** POST /api/management/users/{tenantId}/{userId}/registration-link (decision 016). */
export const registrationLinkReplySchema = lazySchema(() =>
  z.object({ url: z.string(), expires_at: timestamp() }),
);

/** One refused CSV row: its spreadsheet row number (the header is row 1), field, reason. */
export const csvRowErrorSchema = lazySchema(() =>
  z.object({ row: count(), field: z.string(), message: z.string() }),
);

/** POST /api/management/users/{tenantId}/csv/csv-upload. */
export const csvUploadReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    created: count(),
    updated: count(),
    /** Rows naming an existing user whose values the file left as they were. */
    unchanged: count(),
    /**
     * Rows naming a SCIM-managed person: the fields the directory provisions kept its values
     * (decision 054). Absent when there are none.
     */
    directory_managed: z.optional(count()),
  }),
);

/**
 * An upload's answer as the Tenant Users screen reads it: the counts when given, else the
 * server's own message ('CSV: {message}', spec §7). The API's own reply (above) is one of these.
 */
export const csvUploadAnswerSchema = lazySchema(() =>
  z.object({
    message: z.optional(z.string()),
    created: z.optional(count()),
    updated: z.optional(count()),
    unchanged: z.optional(count()),
  }),
);

/** A refused upload (400): nothing was written. `errors` lists at most the first 20. */
export const csvUploadErrorReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.optional(z.array(csvRowErrorSchema)),
  }),
);
