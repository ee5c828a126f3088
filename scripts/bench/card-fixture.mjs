// What the card page benches share: the visitor they pose as and the card they visit.

// A phone browser's user agent, so that every request is counted as a person's visit.
export const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };

/** The path of a seeded card, found through the API as the demo super admin. */
export async function seededCardPath(base) {
  const signIn = await fetch(`${base}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  const tenants = await get('/api/management/tenants');
  const users = await get(`/api/management/users/${(tenants.tenants ?? tenants)[0].id}`);
  return new URL((users.users ?? users)[0].embedded_url).pathname;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
