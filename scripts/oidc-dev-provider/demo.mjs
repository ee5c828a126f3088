import { DEV_CLIENT } from './provider.mjs';

const SUPER = { email: 'super@example.com', password: 'demo-super-pass' };

async function call(appUrl, path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      origin: appUrl,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

/** Adds the OpenID Connect configuration to Initech through the API; says what it did. */
export async function configureInitech(appUrl, issuer) {
  try {
    const login = await call(appUrl, '/api/auth/login/password', { method: 'POST', body: SUPER });
    if (!login.ok) return `Not configured: the demo super admin could not sign in at ${appUrl}.`;
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { tenants } = await (await call(appUrl, '/api/management/tenants', { cookie })).json();
    const initech = tenants.find((tenant) => tenant.name === 'Initech');
    if (!initech) return 'Not configured: the demo tenant Initech is missing.';
    const saved = await call(appUrl, `/api/management/oauth-providers/${initech.id}`, {
      method: 'POST',
      cookie,
      body: {
        provider_name: 'oidc',
        display_name: 'Initech Directory',
        provider_url: issuer,
        client_id: DEV_CLIENT.id,
        client_secret: DEV_CLIENT.secret,
      },
    });
    if (saved.status === 409) return 'Initech already has an OpenID Connect configuration: kept.';
    if (!saved.ok) return `Not configured: ${(await saved.json()).message}`;
    return 'Configured single sign-on for the demo tenant Initech.';
  } catch {
    return `Not configured: the product is not running at ${appUrl} (start it with npm start, then run this again).`;
  }
}
