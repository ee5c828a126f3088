import { imageBytes, templateForm, templateUrl } from '../helpers/templates';
import { adminsOfA, anyAdmin, type MatrixRow, superOnly } from './matrix-expect';
import {
  batchForm,
  csvForm,
  githubBody,
  json,
  newEndUser,
  newProviderOfA,
  providerOfA,
  unregisteredUserOfA,
  usersOfA,
} from './matrix-requests';

/**
 * /api/management: admin users, tenants, end users, batches, templates, OAuth, reports, the
 * dashboard, logs.
 */
export const MANAGEMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/management/admin-users',
    request: () => ({ url: '/api/management/admin-users' }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/admin-users',
    request: (w) =>
      json('POST', '/api/management/admin-users', {
        first_name: 'Matrix',
        last_name: 'Made',
        email: `${w.unique('matrix-admin')}@example.com`,
        role: 'clientAdmin',
        tenant_id: w.tenantA.id,
        password: 'matrix-pass-123',
      }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/admin-users/me',
    request: () => ({ url: '/api/management/admin-users/me' }),
    expect: anyAdmin(200),
  },
  {
    route: 'PUT /api/management/admin-users/:id',
    request: async (w) =>
      json('PUT', `/api/management/admin-users/${await w.newAdminOfA()}`, {
        first_name: 'Matrix',
        last_name: 'Renamed',
        email: `${w.unique('matrix-admin')}@example.com`,
        role: 'clientAdmin',
        tenant_id: w.tenantA.id,
      }),
    expect: superOnly(200),
  },
  {
    route: 'DELETE /api/management/admin-users/:id',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/management/admin-users/${await w.newAdminOfA()}`,
    }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/tenants',
    request: () => ({ url: '/api/management/tenants' }),
    expect: anyAdmin(200),
  },
  {
    route: 'POST /api/management/tenants',
    request: (w) =>
      json('POST', '/api/management/tenants', {
        name: w.unique('Matrix Tenant'),
        email: 'owner@matrix.example.com',
        tenant_type: 'user_managed',
      }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/tenants/:id',
    request: (w) => ({ url: `/api/management/tenants/${w.tenantA.id}` }),
    // An end user reads its own tenant's type (the /self guard), without database settings.
    expect: { ...adminsOfA(200), endUserA: 200 },
  },
  {
    route: 'GET /api/management/tenants/:id/card-page-settings',
    request: (w) => ({ url: `/api/management/tenants/${w.tenantA.id}/card-page-settings` }),
    expect: superOnly(200),
  },
  {
    route: 'PUT /api/management/tenants/:id/card-page-settings',
    request: (w) =>
      json('PUT', `/api/management/tenants/${w.tenantA.id}/card-page-settings`, {
        indexable: false,
        language: 'en',
      }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/users/csv/getCSV/:tenantId',
    request: (w) => ({ url: `/api/management/users/csv/getCSV/${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/users/:tenantId',
    request: (w) => ({ url: usersOfA(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId',
    request: (w) => json('POST', usersOfA(w), newEndUser(w)),
    expect: adminsOfA(201),
  },
  {
    route: 'GET /api/management/users/:tenantId/csv/csv-template',
    request: (w) => ({ url: `${usersOfA(w)}/csv/csv-template` }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/csv/csv-upload',
    request: (w) => ({ method: 'POST', url: `${usersOfA(w)}/csv/csv-upload`, payload: csvForm(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/users/:tenantId/:userId',
    request: (w) => ({ url: `${usersOfA(w)}/${w.userA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'PUT /api/management/users/:tenantId/:userId',
    request: async (w) => {
      const created = await w.app.inject({
        ...json('POST', usersOfA(w), newEndUser(w)),
        headers: { cookie: await w.cookieOf('superAdmin') },
      });
      const { id } = created.json<{ id: string }>();
      return json('PUT', `${usersOfA(w)}/${id}`, newEndUser(w));
    },
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/:userId/photo',
    request: async (w) => {
      const form = new FormData();
      const bytes = new Uint8Array(await imageBytes(20, 20));
      form.append('photo', new Blob([bytes], { type: 'image/png' }), 'photo.png');
      return { method: 'POST', url: `${usersOfA(w)}/${w.userA.id}/photo`, payload: form };
    },
    expect: adminsOfA(200),
  },
  {
    route: 'DELETE /api/management/users/:tenantId/:userId/photo',
    request: (w) => ({ method: 'DELETE', url: `${usersOfA(w)}/${w.userA.id}/photo` }),
    expect: adminsOfA(200),
  },
  {
    route: 'DELETE /api/management/users/:tenantId/:userId',
    request: async (w) => ({
      method: 'DELETE',
      url: `${usersOfA(w)}/${await unregisteredUserOfA(w)}`,
    }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/bulk',
    request: async (w) =>
      json('POST', `${usersOfA(w)}/bulk`, {
        action: 'deactivate',
        user_ids: [await unregisteredUserOfA(w)],
      }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/batches/:tenantId',
    request: (w) => ({ url: `/api/management/batches/${w.tenantA.id}` }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/batches/:tenantId',
    request: (w) => ({
      method: 'POST',
      url: `/api/management/batches/${w.tenantA.id}`,
      payload: batchForm(w),
    }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/contactPage/templates/:tenantId',
    request: (w) => ({ url: templateUrl(w.tenantA.id) }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/contactPage/templates/save',
    request: (w) => ({
      method: 'POST',
      url: '/api/management/contactPage/templates/save',
      payload: templateForm(w.tenantA.id),
    }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/contactPage/templates/vcard',
    request: (w) => {
      const payload = new FormData();
      payload.append('tenantId', w.tenantA.id);
      return { method: 'POST', url: '/api/management/contactPage/templates/vcard', payload };
    },
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/oauth-providers/available',
    request: () => ({ url: '/api/management/oauth-providers/available' }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/oauth-providers/:tenantId',
    request: async (w) => ({ url: (await providerOfA(w, 'google')).replace(/\/google$/, '') }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/oauth-providers/:tenantId',
    request: async (w) => json('POST', await newProviderOfA(w, 'github'), githubBody),
    expect: superOnly(201),
  },
  {
    route: 'PUT /api/management/oauth-providers/:tenantId/:providerName',
    request: async (w) =>
      json('PUT', await providerOfA(w, 'github'), { ...githubBody, display_name: 'Renamed' }),
    expect: superOnly(200),
  },
  {
    // Facebook: no token check, so the row reaches no provider.
    route: 'POST /api/management/oauth-providers/:tenantId/:providerName/rotate-secret',
    request: async (w) =>
      json('POST', `${await providerOfA(w, 'facebook')}/rotate-secret`, {
        client_secret: 'matrix-rotated-secret',
      }),
    expect: superOnly(200),
  },
  {
    route: 'DELETE /api/management/oauth-providers/:tenantId/:providerName',
    request: async (w) => ({ method: 'DELETE', url: await providerOfA(w, 'linkedin') }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/reports/:tenantId/usage',
    request: (w) => ({ url: `/api/management/reports/${w.tenantA.id}/usage?days=30` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/reports/:tenantId/activity',
    request: (w) => ({ url: `/api/management/reports/${w.tenantA.id}/activity?days=90` }),
    expect: adminsOfA(200),
  },
  {
    // A super admin's figures are of every tenant, a tenant admin's of its own
    // (test/routes/dashboard).
    route: 'GET /api/management/dashboard',
    request: () => ({ url: '/api/management/dashboard' }),
    expect: anyAdmin(200),
  },
  {
    // Without tenant_id a client admin reads its own tenant and a super admin every tenant
    // (test/routes/logs); naming A shuts out B's admin.
    route: 'GET /api/management/logs',
    request: (w) => ({ url: `/api/management/logs?tenant_id=${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /api/management/logs/export',
    request: (w) => ({ url: `/api/management/logs/export?format=csv&tenant_id=${w.tenantA.id}` }),
    expect: adminsOfA(200),
  },
];
