import { all, type MatrixRow } from './matrix-expect';
import { json } from './matrix-requests';
import type { World } from './matrix-world';

// SCIM 2.0 (issue 29 item 1, decision 054): a SCIM token alone opens these routes, never a
// session, so every signed-in caller hears 401 as the signed-out one does. What a token of
// one tenant reaches in another is test/scim/scim-tenant-isolation.test.ts's.

const userOfA = (w: World) => `/scim/v2/Users/${w.userA.id}`;
const someGroup = '/scim/v2/Groups/00000000-0000-4000-8000-000000000000';
const patch = { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [] };

const row = (route: string, request: MatrixRow['request']): MatrixRow => ({
  route,
  request,
  expect: all(401),
});

export const SCIM_ROWS: MatrixRow[] = [
  row('GET /scim/v2/ServiceProviderConfig', () => ({ url: '/scim/v2/ServiceProviderConfig' })),
  row('GET /scim/v2/ResourceTypes', () => ({ url: '/scim/v2/ResourceTypes' })),
  row('GET /scim/v2/ResourceTypes/:id', () => ({ url: '/scim/v2/ResourceTypes/User' })),
  row('GET /scim/v2/Schemas', () => ({ url: '/scim/v2/Schemas' })),
  row('GET /scim/v2/Schemas/:id', () => ({
    url: '/scim/v2/Schemas/urn:ietf:params:scim:schemas:core:2.0:User',
  })),
  row('GET /scim/v2/Users', () => ({ url: '/scim/v2/Users' })),
  row('GET /scim/v2/Users/:id', (w) => ({ url: userOfA(w) })),
  row('POST /scim/v2/Users', (w) =>
    json('POST', '/scim/v2/Users', { userName: `${w.unique('scim')}@example.com` }),
  ),
  row('PUT /scim/v2/Users/:id', (w) => json('PUT', userOfA(w), { userName: 'x@example.com' })),
  row('PATCH /scim/v2/Users/:id', (w) => json('PATCH', userOfA(w), patch)),
  row('DELETE /scim/v2/Users/:id', (w) => ({ method: 'DELETE', url: userOfA(w) })),
  row('GET /scim/v2/Groups', () => ({ url: '/scim/v2/Groups' })),
  row('GET /scim/v2/Groups/:id', () => ({ url: someGroup })),
  row('POST /scim/v2/Groups', () => json('POST', '/scim/v2/Groups', { displayName: 'Matrix' })),
  row('PUT /scim/v2/Groups/:id', () => json('PUT', someGroup, { displayName: 'Matrix' })),
  row('PATCH /scim/v2/Groups/:id', () => json('PATCH', someGroup, patch)),
  row('DELETE /scim/v2/Groups/:id', () => ({ method: 'DELETE', url: someGroup })),
];
