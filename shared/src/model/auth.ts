// Types and constants of sign-in and sessions: no zod here, so any app may import them. The
// sign-in messages are in `auth/sign-in-messages.ts`, beside the screens that show them.

/** Roles as stored by the API. Display and detection go through `roles.ts`. */
export type Role = 'superAdmin' | 'admin' | 'clientAdmin' | 'user';

/** The signed-in person, as `GET /api/management/admin-users/me` and `/api/auth/validate` give it. */
export interface CurrentUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  tenant_id: string | null;
  /** The tenant's `tenant_name` (its slug), sent back as `x-tenant-name`. */
  tenant: string | null;
  stytch_member_id: string | null;
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
}

/** `GET /api/auth/validate`. */
export interface ValidateResponse {
  valid: boolean;
  role: string;
  user: CurrentUser;
  tenant_id: string | null;
  tenant: string | null;
}

/** The readable cookie `session_info`: what the UI may know without a call. Never trusted by the API. */
export interface SessionCookiePayload {
  role: string;
  tenant_id: string | null;
  tenant: string | null;
}

export const SESSION_INFO_COOKIE = 'session_info';

export interface MagicLinkResponse {
  message: string;
  requires_mfa?: boolean;
  session_token?: string;
}

export interface PasswordLoginResponse {
  message: string;
  tenant_name: string | null;
  user: CurrentUser;
}

export interface CallbackResponse {
  message: string;
  /** 'self' for end users of a self-serve tenant, 'admin' otherwise. */
  mode: 'self' | 'admin';
  tenant_id: string | null;
  user: CurrentUser;
}

export interface MessageResponse {
  message: string;
}
