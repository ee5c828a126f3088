import { type MatrixRow, selfServeOnly } from './matrix-expect';
import { json } from './matrix-requests';

/** Which details a card shows (decision 058): the signed-in end user of a user-managed tenant. */
export const CARD_FIELD_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/self-serve/card-fields',
    request: () => ({ url: '/api/self-serve/card-fields' }),
    expect: selfServeOnly(200),
  },
  {
    // The body naming another person or tenant changes nothing: the session says whose card.
    route: 'PATCH /api/self-serve/card-fields',
    request: (w) =>
      json('PATCH', '/api/self-serve/card-fields', {
        field: 'phone_cell',
        shown: true,
        tenant_id: w.tenantB.id,
      }),
    expect: selfServeOnly(200),
  },
];
