import { all, type MatrixRow } from './matrix-expect';

/** Every end user's own card, whatever the tenant type; admins have no card (decision 059). */
const cardOwners = (ok: number) => ({ ...all(403), endUserA: ok, endUserC: ok, signedOut: 401 });

/** What a card's owner sees of their card: its figures and their photo (decision 059). */
export const CARD_OWNER_ROWS: MatrixRow[] = [
  {
    // The query naming another person's card changes nothing: the session says whose card.
    route: 'GET /api/self-serve/card/figures',
    request: (w) => ({ url: `/api/self-serve/card/figures?tenant_id=${w.tenantB.id}` }),
    expect: cardOwners(200),
  },
  {
    route: 'GET /api/self-serve/card/photo',
    request: () => ({ url: '/api/self-serve/card/photo' }),
    expect: cardOwners(200),
  },
  {
    // Not multipart: refused (400) only once the caller is known to own a card.
    route: 'POST /api/self-serve/card/photo',
    request: () => ({ method: 'POST', url: '/api/self-serve/card/photo' }),
    expect: cardOwners(400),
  },
  {
    route: 'DELETE /api/self-serve/card/photo',
    request: () => ({ method: 'DELETE', url: '/api/self-serve/card/photo' }),
    expect: cardOwners(200),
  },
];
