// Single sign-on's paths and wire types. Nothing imported and no texts, so the sign-in pages
// (on the shell's start-up path) can name these paths without loading the whole model; how a
// failure is explained is in sso-failures.ts, read only by the failure page.

/** Who a single sign-on is for: the admin console (/login) or the end user's card. */
export type SsoAudience = 'admin' | 'self';

export interface SsoStartResponse {
  /** The provider's authorization URL: the browser goes there next. */
  redirect_url: string;
}

/** Where the callback lands an SSO end user: their card, read-only. */
export const YOUR_CARD_PATH = '/self-serve/card';
/** Where every failed SSO sign-in ends, with `?reason=` and `&audience=`. */
export const SSO_FAILURE_PATH = '/sso/failed';
/** Where every provider sends the person back to: register `${app origin}${this}` there. */
export const SSO_CALLBACK_PATH = '/api/auth/oidc/callback';
