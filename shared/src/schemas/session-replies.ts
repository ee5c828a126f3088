// Replies of sign-in and sessions (spec §7 "Auth"): who is signed in, and what each sign-in
// step answers.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The signed-in person, as `GET /api/management/admin-users/me` and `/api/auth/validate` give it. */
export const currentUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string(),
    tenant_id: z.nullable(z.string()),
    /** The tenant's `tenant_name` (its slug), sent back as `x-tenant-name`. */
    tenant: z.nullable(z.string()),
    stytch_member_id: z.nullable(z.string()),
    isSuperAdmin: z.boolean(),
    isClientAdmin: z.boolean(),
  }),
);

/** `GET /api/auth/validate`. */
export const validateReplySchema = lazySchema(() =>
  z.object({
    valid: z.boolean(),
    role: z.string(),
    user: currentUserSchema,
    tenant_id: z.nullable(z.string()),
    tenant: z.nullable(z.string()),
  }),
);

/** `POST /api/auth/login`: the link is mailed; the answer never says whether the address is known. */
export const magicLinkReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    requires_mfa: z.optional(z.boolean()),
    session_token: z.optional(z.string()),
  }),
);

/** `POST /api/auth/login/password`. */
export const passwordLoginReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    tenant_name: z.nullable(z.string()),
    user: currentUserSchema,
  }),
);

/** `POST /api/auth/callback` and `/api/auth/self-serve-login`. */
export const callbackReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    /** 'self' for end users of a self-serve tenant, 'admin' otherwise. */
    mode: z.enum(['self', 'admin']),
    tenant_id: z.nullable(z.string()),
    user: currentUserSchema,
  }),
);

/** `POST /api/auth/sso/start`. */
export const ssoStartReplySchema = lazySchema(() =>
  z.object({
    /** The provider's authorization URL: the browser goes there next. */
    redirect_url: z.string(),
  }),
);

/** `POST /api/auth/self-serve-login`: an end user of a user-managed tenant, signed in. */
export const selfServeLoginReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    tenant_id: z.nullable(z.string()),
    user: currentUserSchema,
  }),
);

/** What an OpenID Connect provider sends back to the callback; every check is the route's own. */
export const ssoCallbackQuerySchema = lazySchema(() =>
  z.looseObject({
    code: z.optional(z.unknown()),
    state: z.optional(z.unknown()),
  }),
);

/** A reply without a body: a redirect, or 204. */
export const noBodySchema = lazySchema(() => z.null());
