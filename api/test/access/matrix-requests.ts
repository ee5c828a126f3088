// What the access matrix's rows send: request bodies, forms and the records they need.
import type { InjectOptions } from 'fastify';
import { imageBytes, saveForm, templateForm, templateOf } from '../helpers/templates';
import type { World } from './matrix-world';

export const json = (
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
): InjectOptions => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
});

export const usersOfA = (w: World) => `/api/management/users/${w.tenantA.id}`;

/** Tenant A's template with a logo: the logo's address is a public card asset. */
export async function logoOfA(w: World): Promise<string> {
  const form = templateForm(w.tenantA.id, {
    companyLogo: { bytes: await imageBytes(40, 20), name: 'logo.png', type: 'image/png' },
  });
  const saved = await saveForm(w.app, await w.cookieOf('superAdmin'), form);
  return templateOf(saved).companyLogoUrl!;
}

/** A user of A who has not registered, so a registration link can be made for them. */
export async function unregisteredUserOfA(w: World): Promise<string> {
  const { rows } = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email)
     VALUES ($1, 'Matrix', 'Registrant', $2) RETURNING id`,
    [w.tenantA.id, `${w.unique('matrix-registrant')}@example.com`],
  );
  return rows[0]!.id;
}

export const newEndUser = (w: World) => ({
  first_name: 'Matrix',
  last_name: 'Person',
  email: `${w.unique('matrix-user')}@example.com`,
  role: 'User',
  addresses: [],
});

export function csvForm(w: World): FormData {
  const form = new FormData();
  const csv = `first_name,last_name,email\nMatrix,Upload,${w.unique('matrix-csv')}@example.com\n`;
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  return form;
}

export function batchForm(w: World): FormData {
  const form = new FormData();
  form.append('name', w.unique('Matrix batch'));
  const csv = `First Name,Last Name,Email\nMatrix,Batch,${w.unique('matrix-batch')}@example.com\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'batch.csv');
  return form;
}

const providersOfA = (w: World) => `/api/management/oauth-providers/${w.tenantA.id}`;

/** Tenant A's configuration of `provider`, made when missing; its route's address. */
export async function providerOfA(w: World, provider: string): Promise<string> {
  await w.app.systemDb.query(
    `INSERT INTO oauth_providers (tenant_id, provider_name, display_name, client_id, redirect_uri)
     VALUES ($1, $2, 'Matrix sign-in', 'matrix-client', 'http://localhost:8080/api/auth/oidc/callback')
     ON CONFLICT (tenant_id, provider_name) DO NOTHING`,
    [w.tenantA.id, provider],
  );
  return `${providersOfA(w)}/${provider}`;
}

/** Where a new configuration of `provider` for tenant A is posted, none being there yet. */
export async function newProviderOfA(w: World, provider: string): Promise<string> {
  await w.app.systemDb.query(
    'DELETE FROM oauth_providers WHERE tenant_id = $1 AND provider_name = $2',
    [w.tenantA.id, provider],
  );
  return providersOfA(w);
}

export const githubBody = {
  provider_name: 'github',
  display_name: 'Matrix GitHub',
  client_id: 'matrix-client',
  client_secret: 'matrix-secret',
};
