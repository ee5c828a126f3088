import { type AppConfig, isAllowedOrigin } from '../config';

/** An address of the web app: PUBLIC_APP_URL plus a path and query. */
export function appUrl(config: AppConfig, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${config.publicAppUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/** The caller's redirect URL when its origin is allowlisted; never an open redirect. */
function allowedRedirect(config: AppConfig, value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return isAllowedOrigin(config, url.origin) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The password-reset link: the caller's redirect URL (query kept) when allowed, else the
 * app's /forgot-password page with `fallbackQuery`; the token is added either way.
 */
export function resetLink(
  config: AppConfig,
  redirectUrl: string | undefined,
  token: string,
  fallbackQuery: Record<string, string> = {},
): string {
  const url =
    allowedRedirect(config, redirectUrl) ?? appUrl(config, '/forgot-password', fallbackQuery);
  url.searchParams.set('token', token);
  return url.toString();
}
