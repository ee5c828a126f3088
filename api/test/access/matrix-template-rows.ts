// Templates per department (decision 056): the picker and the rules are the super admin's, as
// the designer is; a tenant's admins read the names and choose a person's template by hand.
import { DEFAULT_TEMPLATE } from '../../src/routes/templates/template-record';
import { templateUrl } from '../helpers/templates';
import { adminsOfA, type MatrixRow, superOnly } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

const listOfA = (w: World) => `${templateUrl(w.tenantA.id)}/list`;

/** A fresh template of tenant A that is not its default, beside a default one. */
async function templateOfA(w: World): Promise<string> {
  await w.app.systemDb.query(
    `INSERT INTO card_templates (tenant_id, data) VALUES ($1, $2)
     ON CONFLICT (tenant_id) WHERE is_default DO NOTHING`,
    [w.tenantA.id, JSON.stringify(DEFAULT_TEMPLATE)],
  );
  const { rows } = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO card_templates (tenant_id, name, is_default, data) VALUES ($1, $2, false, $3)
     RETURNING id`,
    [w.tenantA.id, w.unique('Matrix template'), JSON.stringify(DEFAULT_TEMPLATE)],
  );
  return rows[0]!.id;
}

export const TEMPLATE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/management/contactPage/templates/:tenantId/list',
    request: (w) => ({ url: listOfA(w) }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /api/management/contactPage/templates/:tenantId/list',
    request: (w) => json('POST', listOfA(w), { name: w.unique('Matrix new') }),
    expect: superOnly(201),
  },
  {
    route: 'PATCH /api/management/contactPage/templates/:tenantId/list/:templateId',
    request: async (w) =>
      json('PATCH', `${listOfA(w)}/${await templateOfA(w)}`, { locked_fields: ['phone_cell'] }),
    expect: superOnly(200),
  },
  {
    route: 'DELETE /api/management/contactPage/templates/:tenantId/list/:templateId',
    request: async (w) => ({ method: 'DELETE', url: `${listOfA(w)}/${await templateOfA(w)}` }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/contactPage/templates/:tenantId/rules',
    request: (w) => ({ url: `${templateUrl(w.tenantA.id)}/rules` }),
    expect: superOnly(200),
  },
  {
    route: 'PUT /api/management/contactPage/templates/:tenantId/rules',
    request: async (w) =>
      json('PUT', `${templateUrl(w.tenantA.id)}/rules`, {
        rules: [{ template_id: await templateOfA(w), department: 'Matrix' }],
      }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/contactPage/templates/:tenantId/people/:userId',
    request: (w) => ({ url: `${templateUrl(w.tenantA.id)}/people/${w.userA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'PUT /api/management/contactPage/templates/:tenantId/people/:userId',
    request: async (w) =>
      json('PUT', `${templateUrl(w.tenantA.id)}/people/${w.userA.id}`, {
        template_id: await templateOfA(w),
      }),
    expect: adminsOfA(200),
  },
];
