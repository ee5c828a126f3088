import { BATCH_ROWS } from './matrix-batch-rows';
import { CARD_FIELD_ROWS } from './matrix-card-field-rows';
import { CARD_OWNER_ROWS } from './matrix-card-owner-rows';
import { CONTACT_ROWS } from './matrix-contact-rows';
import { DOCS_ROWS } from './matrix-docs-rows';
import { DOMAIN_ROWS } from './matrix-domain-rows';
import { all, type MatrixRow } from './matrix-expect';
import { MANAGEMENT_ROWS } from './matrix-management-rows';
import { SIGN_IN_AND_PUBLIC_ROWS } from './matrix-public-rows';
import { json } from './matrix-requests';
import { SCIM_ROWS } from './matrix-scim-rows';
import { SCIM_TOKEN_ROWS } from './matrix-scim-token-rows';
import { TEMPLATE_ROWS } from './matrix-template-rows';
import { TICKET_ROWS } from './matrix-ticket-rows';

export type { MatrixRow } from './matrix-expect';

/** Every route the API registers, in the order the test calls them (some rows change data). */
export const MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: all(200) },
  {
    route: 'GET /api/health/live',
    request: () => ({ url: '/api/health/live' }),
    expect: all(200),
  },
  {
    route: 'GET /api/health/ready',
    request: () => ({ url: '/api/health/ready' }),
    expect: all(200),
  },
  // The operator's figures: from this machine (inject's loopback), whoever is signed in.
  { route: 'GET /metrics', request: () => ({ url: '/metrics' }), expect: all(200) },
  {
    route: 'GET /metrics',
    request: () => ({ url: '/metrics', remoteAddress: '203.0.113.9' }),
    expect: all(403),
  },
  {
    route: 'GET /api/auth/validate',
    request: () => ({ url: '/api/auth/validate' }),
    expect: { ...all(200), signedOut: 401 },
  },
  {
    route: 'POST /api/auth/logout',
    request: () => json('POST', '/api/auth/logout', {}),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login',
    request: (w) => json('POST', '/api/auth/login', { email: `${w.unique('matrix')}@example.com` }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login/password',
    request: (w) =>
      json('POST', '/api/auth/login/password', {
        email: `${w.unique('matrix')}@example.com`,
        password: 'not-the-password',
      }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/callback',
    request: () => json('POST', '/api/auth/callback', { token: 'not-a-token' }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/self-serve-login',
    request: (w) =>
      json('POST', '/api/auth/self-serve-login', {
        email: `${w.unique('matrix')}@example.com`,
        password: 'not-the-password',
      }),
    expect: all(401),
  },
  {
    route: 'POST /api/auth/self-serve-forget-password',
    request: (w) =>
      json('POST', '/api/auth/self-serve-forget-password', {
        email: `${w.unique('matrix')}@example.com`,
      }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/forgot-password',
    request: (w) =>
      json('POST', '/api/auth/forgot-password', { email: `${w.unique('matrix')}@example.com` }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    request: () =>
      json('POST', '/api/auth/reset-password', { token: 'not-a-token', password: 'long-enough' }),
    expect: all(400),
  },
  ...MANAGEMENT_ROWS,
  ...BATCH_ROWS,
  ...SIGN_IN_AND_PUBLIC_ROWS,
  ...TICKET_ROWS,
  ...CONTACT_ROWS,
  ...CARD_FIELD_ROWS,
  ...CARD_OWNER_ROWS,
  ...DOMAIN_ROWS,
  ...SCIM_TOKEN_ROWS,
  ...SCIM_ROWS,
  ...TEMPLATE_ROWS,
  ...DOCS_ROWS,
];
