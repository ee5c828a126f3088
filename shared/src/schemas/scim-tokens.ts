// SCIM tokens (issue 29 item 1, decision 054): the request the Provisioning page sends to make
// one, and the replies the routes declare.
import * as z from 'zod/mini';
import { SCIM_TOKEN_MESSAGES, SCIM_TOKEN_NAME_MAX } from '../model/scim-tokens';
import { requiredText } from './fields';
import { lazySchema } from './lazy-schema';
import { timestamp } from './reply-fields';

/** POST /api/management/tenants/{tenantId}/scim-tokens. */
export const createScimTokenSchema = lazySchema(() =>
  z.object({
    name: requiredText(SCIM_TOKEN_MESSAGES.nameRequired).check(
      z.maxLength(SCIM_TOKEN_NAME_MAX, { error: SCIM_TOKEN_MESSAGES.nameTooLong, abort: true }),
      z.refine((value) => !value.includes('\u0000'), { error: SCIM_TOKEN_MESSAGES.nameRequired }),
    ),
  }),
);
export type CreateScimTokenRequest = z.input<typeof createScimTokenSchema>;

/** `/{id}/scim-tokens/{tokenId}` under the tenants: an unknown or malformed token id is 404. */
export const scimTokenPathSchema = lazySchema(() =>
  z.object({ id: z.string(), tokenId: z.string() }),
);

export const scimTokenSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    created_at: timestamp(),
    /** The email of the admin who made it; null once that admin is deleted. */
    created_by: z.nullable(z.string()),
    /** When the directory last signed in with it; null while never. */
    last_used_at: z.nullable(timestamp()),
    /** When it was revoked; null while it still works. */
    revoked_at: z.nullable(timestamp()),
  }),
);

/** The tenant's SCIM base URL and its tokens, newest first, revoked ones included. */
export const scimTokenListSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    scim_base_url: z.string(),
    tokens: z.array(scimTokenSchema),
  }),
);

/** The new token, its secret shown this once (only a hash is kept). */
export const scimTokenCreatedSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    scim_base_url: z.string(),
    token: scimTokenSchema,
    secret: z.string(),
  }),
);

export const scimTokenRevokedSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    token: scimTokenSchema,
  }),
);
