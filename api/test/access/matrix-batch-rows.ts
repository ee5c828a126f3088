import { type MatrixRow, superOnly } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

interface BatchOfA {
  url: string;
  endUserId: string;
  cardUrl: string;
}

let chips = 0;
/** A chip UID no other row of the run has used. */
const newUid = () => `04${(++chips).toString(16).toUpperCase().padStart(12, '0')}`;

/** A batch of tenant A with one card of A's first user, straight into the database. */
async function batchOfA(
  w: World,
  status = 'ready',
  card: { state?: string; uid?: string | null } = {},
): Promise<BatchOfA> {
  // Two statements: batch_rows' row-level security looks the batch up, which a row inserted
  // by the same statement would not yet show.
  const batch = await w.app.systemDb.query<{ id: string }>(
    `INSERT INTO batches (tenant_id, name, file_name, row_count, status)
     VALUES ($1, $2, NULL, 1, $3) RETURNING id`,
    [w.tenantA.id, w.unique('Matrix order'), status],
  );
  const { rows } = await w.app.systemDb.query<{ id: string; user_id: string; slug: string }>(
    `INSERT INTO batch_rows (batch_id, row_number, first_name, last_name, email, end_user_id,
       card_slug, state, chip_uid)
     SELECT $1, 1, u.first_name, u.last_name, u.email, u.id, u.card_slug, $3, $4
     FROM (SELECT * FROM end_users WHERE tenant_id = $2 ORDER BY created_at LIMIT 1) AS u
     RETURNING batch_id AS id, end_user_id AS user_id, card_slug AS slug`,
    [batch.rows[0]!.id, w.tenantA.id, card.state ?? 'active', card.uid ?? null],
  );
  const row = rows[0]!;
  return {
    url: `/api/management/batches/${w.tenantA.id}/${row.id}`,
    endUserId: row.user_id,
    cardUrl: `http://localhost:8080/c/${row.slug}?src=nfc`,
  };
}

function encoderForm(cardUrl: string): FormData {
  const form = new FormData();
  const csv = `Card URL,Chip UID\n${cardUrl},${newUid()}\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'encoded.csv');
  return form;
}

/** Batches as card orders (decision 047): super admins only, as the rest of Batches. */
export const BATCH_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/management/batches/:tenantId/from-users',
    request: async (w) =>
      json('POST', `/api/management/batches/${w.tenantA.id}/from-users`, {
        name: w.unique('Matrix selection'),
        user_ids: [(await batchOfA(w)).endUserId],
      }),
    expect: superOnly(201),
  },
  {
    route: 'GET /api/management/batches/:tenantId/:batchId',
    request: async (w) => ({ url: (await batchOfA(w)).url }),
    expect: superOnly(200),
  },
  {
    route: 'PATCH /api/management/batches/:tenantId/:batchId',
    request: async (w) => json('PATCH', (await batchOfA(w, 'encoded')).url, { status: 'shipped' }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/batches/:tenantId/:batchId/encoding.csv',
    request: async (w) => ({ url: `${(await batchOfA(w)).url}/encoding.csv` }),
    expect: superOnly(200),
  },
  {
    route: 'GET /api/management/batches/:tenantId/:batchId/qr-sheet.pdf',
    request: async (w) => ({ url: `${(await batchOfA(w)).url}/qr-sheet.pdf?paper=letter` }),
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/batches/:tenantId/:batchId/encoder-result',
    request: async (w) => {
      const batch = await batchOfA(w);
      return {
        method: 'POST',
        url: `${batch.url}/encoder-result`,
        payload: encoderForm(batch.cardUrl),
      };
    },
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/batches/:tenantId/:batchId/cards/:endUserId/block',
    request: async (w) => {
      const batch = await batchOfA(w, 'encoded', { uid: newUid() });
      return json('POST', `${batch.url}/cards/${batch.endUserId}/block`, undefined);
    },
    expect: superOnly(200),
  },
  {
    route: 'POST /api/management/batches/:tenantId/:batchId/cards/:endUserId/replace',
    request: async (w) => {
      const batch = await batchOfA(w, 'encoded', { state: 'blocked' });
      return json('POST', `${batch.url}/cards/${batch.endUserId}/replace`, undefined);
    },
    expect: superOnly(200),
  },
];
