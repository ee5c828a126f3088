import type { FastifyInstance } from 'fastify';
import {
  startTxtDnsServer,
  type TxtDnsServer,
} from '../../../../scripts/txt-dns-server/server.mjs';
import { build, type TestApp } from '../../helpers/build';

export const domainsUrl = (tenantId: string) => `/api/management/tenants/${tenantId}/domains`;

/** The app asking a loopback DNS server of the test's own, with short deadlines. */
export async function buildWithDns(): Promise<{ t: TestApp; dns: TxtDnsServer }> {
  const dns = await startTxtDnsServer();
  const t = await build({ config: { dnsServers: [dns.address], dnsTimeoutMs: 200 } });
  return { t, dns };
}

export function addDomain(app: FastifyInstance, cookie: string, tenantId: string, domain: string) {
  return app.inject({
    method: 'POST',
    url: domainsUrl(tenantId),
    headers: { cookie },
    payload: { domain },
  });
}

export function verifyDomain(
  app: FastifyInstance,
  cookie: string,
  tenantId: string,
  domainId: string,
) {
  return app.inject({
    method: 'POST',
    url: `${domainsUrl(tenantId)}/${domainId}/verify`,
    headers: { cookie },
    payload: {},
  });
}

/** The tenant's id by its slug (`acme-corporation`, `globex`, `initech`). */
export async function tenantIdOf(app: FastifyInstance, slug: string): Promise<string> {
  const { rows } = await app.systemDb.query<{ id: string }>(
    'SELECT id FROM tenants WHERE tenant_name = $1',
    [slug],
  );
  return rows[0]!.id;
}
