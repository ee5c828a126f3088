// Types and constants of sign-in and sessions: no zod here, so any app may import them. The
// sign-in messages are in `auth/sign-in-messages.ts`, beside the screens that show them. The
// reply types are derived from the reply schemas (type-only imports: no zod is loaded here).
import type * as z from 'zod/mini';
import type { messageReplySchema } from '../schemas/error-reply';
import type {
  callbackReplySchema,
  currentUserSchema,
  magicLinkReplySchema,
  passwordLoginReplySchema,
  validateReplySchema,
} from '../schemas/session-replies';

/** Roles as stored by the API. Display and detection go through `roles.ts`. */
export type Role = 'superAdmin' | 'admin' | 'clientAdmin' | 'user';

/** The signed-in person, as `GET /api/management/admin-users/me` and `/api/auth/validate` give it. */
export type CurrentUser = z.output<typeof currentUserSchema>;

/** `GET /api/auth/validate`. */
export type ValidateResponse = z.output<typeof validateReplySchema>;

/** The readable cookie `session_info`: what the UI may know without a call. Never trusted by the API. */
export interface SessionCookiePayload {
  role: string;
  tenant_id: string | null;
  tenant: string | null;
}

export const SESSION_INFO_COOKIE = 'session_info';

export type MagicLinkResponse = z.output<typeof magicLinkReplySchema>;

export type PasswordLoginResponse = z.output<typeof passwordLoginReplySchema>;

export type CallbackResponse = z.output<typeof callbackReplySchema>;

export type MessageResponse = z.output<typeof messageReplySchema>;
