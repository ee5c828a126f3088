// Gives the running product a tenant of 10,000 end users, uploaded as CSV through the API.
import { fullCsv } from './users-api.mjs';

const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };

export async function createTenThousandUserTenant(shellUrl) {
  const headers = { origin: shellUrl };
  const login = await fetch(`${shellUrl}/api/auth/login/password`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const name = `Bench Ten Thousand ${Date.now()}`;
  const created = await fetch(`${shellUrl}/api/management/tenants`, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: 'bench@example.com', tenant_type: 'user_managed' }),
  });
  const tenant = await created.json();
  const form = new FormData();
  form.append('csvFile', new Blob([fullCsv(10_000)], { type: 'text/csv' }), 'users.csv');
  const upload = await fetch(`${shellUrl}/api/management/users/${tenant.id}/csv/csv-upload`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`10,000-user upload failed: ${await upload.text()}`);
  return name;
}
