// Single sign-on's paths and wire types. Nothing imported and no texts, so the sign-in pages
// (on the shell's start-up path) can name these paths without loading the whole model; how a
// failure is explained is in sso-failures.ts, read only by the failure page. The reply type is
// derived from its schema through a type-only import, which loads nothing.
import type * as z from 'zod/mini';
import type { ssoStartReplySchema } from '../schemas/session-replies';

/** Who a single sign-on is for: the admin console (/login) or the end user's card. */
export type SsoAudience = 'admin' | 'self';

/** `POST /api/auth/sso/start`: the provider's authorization URL, where the browser goes next. */
export type SsoStartResponse = z.output<typeof ssoStartReplySchema>;

/** Where the callback lands an SSO end user: their card, read-only. */
export const YOUR_CARD_PATH = '/self-serve/card';
/** Where every failed SSO sign-in ends, with `?reason=` and `&audience=`. */
export const SSO_FAILURE_PATH = '/sso/failed';
/** Where every provider sends the person back to: register `${app origin}${this}` there. */
export const SSO_CALLBACK_PATH = '/api/auth/oidc/callback';
/**
 * A tenant's SAML service provider (decision 057): its metadata, whose address is also its
 * entity ID, and its Assertion Consumer Service, where the identity provider posts its answer.
 */
export const samlMetadataPath = (tenantId: string) => `/api/auth/saml/${tenantId}/metadata`;
export const samlAcsPath = (tenantId: string) => `/api/auth/saml/${tenantId}/acs`;
