import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieHeader } from './session';

export const CALLBACK_URL = 'http://localhost:8080/api/auth/oidc/callback';

/**
 * What a browser does at the provider: follows its redirects with its cookies, fills its
 * sign-in form, and stops at the redirect back to us, whose URL it returns.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: { email: string; password: string },
  jar = new Map<string, string>(),
): Promise<URL> {
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name.trim(), value);
    }
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK_URL)) return next;
      url = next.href;
      continue;
    }
    const action = (await response.text()).match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (response.status !== 200 || !action) throw new Error(`provider answered ${response.status}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = new URLSearchParams(account);
  }
  throw new Error('too many redirects at the provider');
}

export interface SsoStart {
  response: LightMyRequestResponse;
  /** The browser's cookies after the start (the state cookie). */
  cookie: string;
  redirectUrl: string;
}

export async function startSso(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<SsoStart> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: body });
  return {
    response,
    cookie: cookieHeader(response),
    redirectUrl: response.statusCode === 200 ? response.json().redirect_url : '',
  };
}

/** The provider's redirect back, delivered to the API with the browser's cookie. */
export function deliverCallback(app: FastifyInstance, callback: URL, cookie: string) {
  return app.inject({
    url: `/api/auth/oidc/callback${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
}
