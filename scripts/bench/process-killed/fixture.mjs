// What the fault bench's load needs before it starts, made through nginx as a browser would:
// an admin's and the demo end user's sessions, Acme's users (their list and card pages), and
// an empty tenant for the 100,000-row upload with its file.
import { csvOf, people } from '../csv-import.mjs';
import { cookiesOf, jsonBody } from './https-client.mjs';
import { ADMINS, END_USER } from './mixed-load.mjs';

export const UPLOAD_ROWS = 100_000;
const CARDS = 10;

async function ok(answer, what) {
  if (answer.status >= 200 && answer.status < 300) return JSON.parse(answer.body);
  throw new Error(`${what}: ${answer.status ?? answer.error} ${answer.body?.slice(0, 300) ?? ''}`);
}

/** The load's fixture (mixed-load.mjs), the upload starting `uploadAtMs` into the run. */
export async function loadFixture(send, origin, uploadAtMs) {
  const post = (path, value, extra) =>
    send(path, { method: 'POST', ...jsonBody(origin, value, extra) });
  const signedIn = await post('/api/auth/login/password', ADMINS[0]);
  await ok(signedIn, 'sign-in');
  const adminCookie = cookiesOf(signedIn);
  const endUser = await post('/api/auth/self-serve-login', END_USER);
  await ok(endUser, 'self-serve sign-in');
  const get = async (path) => ok(await send(path, { headers: { cookie: adminCookie } }), path);
  const tenants = await get('/api/management/tenants');
  const acme = (tenants.tenants ?? tenants).find((tenant) => tenant.name === 'Acme Corporation');
  const { users } = await get(`/api/management/users/${acme.id}`);
  const cardPaths = users.slice(0, CARDS).map((user) => new URL(user.embedded_url).pathname);
  const made = await post(
    '/api/management/tenants',
    {
      name: 'Fault bench uploads',
      email: 'bench@example.com',
      tenant_type: 'organization_managed',
    },
    { cookie: adminCookie },
  );
  const { id: tenantId } = await ok(made, 'new tenant');
  return {
    origin,
    adminCookie,
    endUserCookie: cookiesOf(endUser),
    listTenantId: acme.id,
    listUsers: users.length,
    cardPaths,
    upload: { tenantId, csv: csvOf(people(UPLOAD_ROWS)), atMs: uploadAtMs },
  };
}
