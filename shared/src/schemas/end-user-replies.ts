// Replies of the Tenant end users routes (spec §7), built from the field registry like the
// write schema (end-users.ts): what the API answers, not what a form may send.
import * as z from 'zod/mini';
import {
  ADDRESS_FIELDS,
  type AddressKey,
  END_USER_FIELDS,
  type EndUserField,
  type EndUserFields,
} from '../model/end-user-fields';
import { END_USER_ROLES } from '../model/end-users';
import { count } from './reply-fields';

/** A stored address: every part is text, empty when not given. */
export const addressReplySchema = z.object(
  Object.fromEntries(ADDRESS_FIELDS.map(({ key }) => [key, z.string()])) as Record<
    AddressKey,
    z.ZodMiniString
  >,
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
export const endUserSchema = z.object({
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
});

/**
 * GET /api/management/users/{tenantId}: every user of the tenant by name, and their count.
 * It streams, written and read a line at a time (end-user-list.ts).
 */
export const endUserListSchema = z.object({
  total: z.optional(count()),
  users: z.array(endUserSchema),
});
