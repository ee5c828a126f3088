import type { FastifyInstance } from 'fastify';

export const providersUrl = (tenantId: string) => `/api/management/oauth-providers/${tenantId}`;

/** The secret every test configuration carries; no response body or log line may hold it. */
export const CLIENT_SECRET = 'the-client-secret-Zq8w3Lk1';

/** An OpenID Connect configuration body for `issuer`. */
export const oidcBody = (issuer: string, overrides: Record<string, unknown> = {}) => ({
  provider_name: 'oidc',
  display_name: 'Company SSO',
  provider_url: issuer,
  client_id: 'bizcard-test',
  client_secret: CLIENT_SECRET,
  ...overrides,
});

export async function saveProvider(
  app: FastifyInstance,
  cookie: string,
  tenantId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: providersUrl(tenantId),
    headers: { cookie },
    payload: body,
  });
}
