import { adminsOfA, all, type MatrixRow, selfServeOnly } from './matrix-expect';
import { json, logoOfA, unregisteredUserOfA, usersOfA } from './matrix-requests';

/**
 * Single sign-on, self-serve, registration links, browser error reports, the dev outbox and
 * the public card pages.
 */
export const SIGN_IN_AND_PUBLIC_ROWS: MatrixRow[] = [
  {
    // Public by design: a sign-in starts signed out. A (user managed) has no single sign-on.
    route: 'POST /api/auth/sso/start',
    request: (w) =>
      json('POST', '/api/auth/sso/start', { tenant_id: w.tenantA.id, audience: 'self' }),
    expect: all(404),
  },
  {
    // Without the browser's state cookie every callback ends on the failure page.
    route: 'GET /api/auth/oidc/callback',
    request: () => ({ url: '/api/auth/oidc/callback?code=forged&state=forged' }),
    expect: all(303),
  },
  {
    // Public by design (decision 057): what an admin gives the IdP, for any existing tenant.
    route: 'GET /api/auth/saml/:tenantId/metadata',
    request: (w) => ({ url: `/api/auth/saml/${w.tenantA.id}/metadata` }),
    expect: all(200),
    // Its addresses name the tenant it was asked for, and nothing else of it.
    publicForTenantA: true,
  },
  {
    // The IdP's post: without a signed answer to a request of ours, the failure page.
    route: 'POST /api/auth/saml/:tenantId/acs',
    request: (w) =>
      json('POST', `/api/auth/saml/${w.tenantA.id}/acs`, { SAMLResponse: 'Zm9yZ2Vk' }),
    expect: all(303),
  },
  {
    // Every end user's own card, whatever the tenant type; admins have no card.
    route: 'GET /api/self-serve/card',
    request: () => ({ url: '/api/self-serve/card' }),
    expect: { ...all(403), endUserA: 200, endUserC: 200, signedOut: 401 },
  },
  {
    // Only the signed-in end user's own record, and only in a user-managed tenant; the query
    // naming another tenant changes nothing.
    route: 'GET /api/self-serve/user-info',
    request: (w) => ({ url: `/api/self-serve/user-info?tenant_id=${w.tenantB.id}` }),
    expect: selfServeOnly(200),
  },
  {
    route: 'PUT /api/self-serve/user-info',
    request: (w) =>
      json('PUT', '/api/self-serve/user-info', {
        phoneCell: '+1 212 555 0142',
        tenant_id: w.tenantB.id,
      }),
    expect: selfServeOnly(200),
  },
  {
    route: 'POST /api/management/users/:tenantId/:userId/registration-link',
    request: async (w) =>
      json('POST', `${usersOfA(w)}/${await unregisteredUserOfA(w)}/registration-link`, {}),
    expect: adminsOfA(200),
  },
  {
    // Signed out by design: the link's token is the access, and a wrong one is refused alike.
    route: 'GET /api/registration/self-serve/user-info',
    request: (w) => ({
      url: `/api/registration/self-serve/user-info?tenant_id=${w.tenantA.id}&user_id=${w.userA.id}&token=not-a-token`,
    }),
    expect: all(403),
  },
  {
    route: 'PUT /api/registration/self-serve/user-info',
    request: (w) =>
      json('PUT', '/api/registration/self-serve/user-info', {
        token: 'not-a-token',
        tenant_id: w.tenantA.id,
        user_id: w.userA.id,
        email: `${w.unique('matrix-register')}@example.com`,
      }),
    expect: all(403),
  },
  {
    route: 'GET /c/assets/:file',
    request: async (w) => ({ url: await logoOfA(w) }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    // Signed out by design: a remote that fails on a sign-in page must still be reported.
    route: 'POST /api/client-errors/remote-load',
    request: () =>
      json('POST', '/api/client-errors/remote-load', {
        remote: 'mfe_tenants',
        url: 'http://localhost:8081/mf-manifest.json',
        version: '0.1.0',
        message: 'ScriptNetworkError',
      }),
    expect: all(204),
  },
  {
    // Development only (not in production, not with SMTP), and only for loopback callers.
    route: 'GET /api/dev/outbox',
    request: () => ({ url: '/api/dev/outbox' }),
    expect: all(200),
  },
  {
    route: 'GET /c/:slug',
    request: (w) => ({ url: `/c/${w.userA.slug}` }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/contact.vcf',
    request: (w) => ({ url: `/c/${w.userA.slug}/contact.vcf` }),
    expect: all(200),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/qr.png',
    request: (w) => ({ url: `/c/${w.userA.slug}/qr.png` }),
    expect: all(200),
    publicForTenantA: true,
  },
  // Wallet passes are public like the card; the matrix's API has no wallet settings (decision
  // 051), so both answer 404 to everyone (test/routes/cards/card-wallet-*.test.ts sign them).
  {
    route: 'GET /c/:slug/pass.pkpass',
    request: (w) => ({ url: `/c/${w.userA.slug}/pass.pkpass` }),
    expect: all(404),
    publicForTenantA: true,
  },
  {
    route: 'GET /c/:slug/google-wallet',
    request: (w) => ({ url: `/c/${w.userA.slug}/google-wallet` }),
    expect: all(404),
    publicForTenantA: true,
  },
];
