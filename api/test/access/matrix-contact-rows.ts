import { adminsOfA, all, type MatrixRow } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

/** A contact of A's end user, straight into the database. */
async function contactOfA(w: World): Promise<string> {
  const { rows } = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO contacts (tenant_id, end_user_id, name, consent)
     VALUES ($1, $2, 'Matrix Visitor', true) RETURNING id`,
    [w.tenantA.id, w.userA.id],
  );
  return rows[0]!.id;
}

// Each call from an address of its own: one address may send 5 forms in 10 minutes.
let formSender = 0;
const nextAddress = () => `192.0.2.${(formSender++ % 250) + 1}`;

const contactsOfA = (w: World) => `/api/management/contacts/${w.tenantA.id}`;

/** A's contacts are as unknown to B's admin as a tenant that never was: personal data. */
const adminsOfAContacts = (ok: number) => ({ ...adminsOfA(ok), clientAdminB: 404 });

/** Contact exchange (decision 053): a tenant's admins and super admins; the card's owner. */
export const CONTACT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/management/contacts/:tenantId',
    request: (w) => ({ url: contactsOfA(w) }),
    expect: adminsOfAContacts(200),
  },
  {
    route: 'GET /api/management/contacts/:tenantId/export.csv',
    request: (w) => ({ url: `${contactsOfA(w)}/export.csv` }),
    expect: adminsOfAContacts(200),
  },
  {
    route: 'GET /api/management/contacts/:tenantId/settings',
    request: (w) => ({ url: `${contactsOfA(w)}/settings` }),
    expect: adminsOfAContacts(200),
  },
  {
    route: 'PUT /api/management/contacts/:tenantId/settings',
    request: (w) =>
      json('PUT', `${contactsOfA(w)}/settings`, { retention_days: 365, consent_text: null }),
    expect: adminsOfAContacts(200),
  },
  {
    route: 'DELETE /api/management/contacts/:tenantId/:contactId',
    request: async (w) => ({
      method: 'DELETE',
      url: `${contactsOfA(w)}/${await contactOfA(w)}`,
    }),
    expect: adminsOfAContacts(200),
  },
  {
    // Any end user's own (C's has none); admins have no contacts of their own.
    route: 'GET /api/self-serve/contacts',
    request: () => ({ url: '/api/self-serve/contacts' }),
    expect: { ...all(403), endUserA: 200, endUserC: 200, signedOut: 401 },
  },
  {
    route: 'DELETE /api/self-serve/contacts/:contactId',
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/self-serve/contacts/${await contactOfA(w)}`,
    }),
    expect: { ...all(403), endUserA: 200, endUserC: 404, signedOut: 401 },
  },
  {
    // No form token: the page again (422), for anyone; the page is A's card, public by design.
    route: 'POST /c/:slug/contact',
    request: (w) => ({
      method: 'POST',
      url: `/c/${w.userA.slug}/contact`,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Matrix',
    }),
    expect: all(422),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/shared',
    request: (w) => ({ url: `/c/${w.userA.slug}/shared` }),
    expect: all(200),
    publicForTenantA: true,
  },
];
