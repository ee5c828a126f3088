import { adminsOfA, all, anyAdmin, type MatrixRow } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

/** A ticket of tenant A, opened by support, straight into the database. */
async function ticketOfA(w: World): Promise<string> {
  const { rows } = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO support_tickets (tenant_id, subject, description, priority, created_by_kind,
       created_by_side, created_by_name, created_by_email)
     VALUES ($1, 'Matrix ticket', 'Matrix', 'normal', 'admin', 'support', 'Support',
       'support@example.com') RETURNING id`,
    [w.tenantA.id],
  );
  return `/api/management/tickets/${rows[0]!.id}`;
}

/** A's ticket is as unknown to B's admin as one that never was (row-level security). */
const adminsOfATicket = (ok: number) => ({ ...adminsOfA(ok), clientAdminB: 404 });

/** Support tickets (decision 048): admins of the ticket's tenant and super admins. */
export const TICKET_ROWS: MatrixRow[] = [
  {
    // B's admin asking for A's tickets gets its own tenant's: tenant_id is its own for it.
    route: 'GET /api/management/tickets',
    request: (w) => ({ url: `/api/management/tickets?tenant_id=${w.tenantA.id}` }),
    expect: anyAdmin(200),
  },
  {
    route: 'POST /api/management/tickets',
    request: (w) =>
      json('POST', '/api/management/tickets', {
        tenant_id: w.tenantA.id,
        subject: 'Matrix ticket',
        description: 'Opened by the access matrix',
      }),
    expect: adminsOfA(201),
  },
  {
    route: 'GET /api/management/tickets/:ticketId',
    request: async (w) => ({ url: await ticketOfA(w) }),
    expect: adminsOfATicket(200),
  },
  {
    route: 'POST /api/management/tickets/:ticketId/replies',
    request: async (w) => json('POST', `${await ticketOfA(w)}/replies`, { body: 'Matrix reply' }),
    expect: adminsOfATicket(201),
  },
  {
    route: 'PATCH /api/management/tickets/:ticketId',
    request: async (w) => json('PATCH', await ticketOfA(w), { status: 'resolved' }),
    expect: adminsOfATicket(200),
  },
  {
    // Any end user's report becomes their own tenant's ticket; admins report nothing here.
    route: 'POST /api/self-serve/tickets',
    request: () =>
      json('POST', '/api/self-serve/tickets', {
        subject: 'Matrix report',
        description: 'Reported by the access matrix',
      }),
    expect: { ...all(403), endUserA: 201, endUserC: 201, signedOut: 401 },
  },
];
