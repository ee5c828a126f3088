import { normalizeDomain, TENANT_DOMAIN_MESSAGES, TENANT_DOMAINS_MAX } from '@bizcard/shared/model';
import {
  addTenantDomainSchema,
  tenantDomainDeletedSchema,
  tenantDomainListSchema,
  tenantDomainPathSchema,
  tenantDomainReplySchema,
  tenantDomainVerifySchema,
  tenantIdParamsSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { isUniqueViolation } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError } from '../../errors';
import { isUuid, parseBody } from '../../validation';
import { domainNotFound, requireDomainsTenant } from './domain-access';
import { recordDomainAdd, recordDomainCheck, recordDomainRemove } from './domain-audit';
import { checkDomainRecord } from './domain-dns';
import {
  countDomains,
  deleteDomain,
  domainReply,
  findDomain,
  insertDomain,
  listDomains,
  newVerificationToken,
  saveCheck,
  verifiedByAnotherTenant,
} from './domain-store';

const tags = ['Tenant domains'];
const verifiedElsewhere = () => new HttpError(409, TENANT_DOMAIN_MESSAGES.verifiedElsewhere);

/**
 * A tenant's email domains for sign-on (issue 29 item 2, decision 055): listed, added (with
 * the TXT record to publish), verified by looking that record up in DNS, and removed. Client
 * admins manage their own tenant's, super admins any tenant's. Only verified domains route a
 * first sign-on to the tenant (auth/sso/sso-target.ts).
 */
export async function tenantDomainRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dns = { servers: app.config.dnsServers, timeoutMs: app.config.dnsTimeoutMs };

  const oneDomain = async (request: Parameters<typeof requireDomainsTenant>[0]) => {
    const { id, domainId } = request.params as { id: string; domainId: string };
    const { admin, tenantId } = await requireDomainsTenant(request, id);
    const found = isUuid(domainId) ? await findDomain(request.db, tenantId, domainId) : null;
    if (!found) throw domainNotFound();
    return { admin, tenantId, found };
  };

  const list = {
    summary: "A tenant's email domains for sign-on, in name order, verified or not",
    tags,
    security: SIGNED_IN,
    params: tenantIdParamsSchema,
    response: { 200: tenantDomainListSchema },
  };
  app.get('/:id/domains', { schema: list }, async (request) => {
    const { tenantId } = await requireDomainsTenant(request, request.params.id);
    const domains = await listDomains(request.db, tenantId);
    return { success: true as const, domains: domains.map(domainReply) };
  });

  const add = {
    summary:
      'Lists a domain, not yet verified; the reply has the TXT record to publish at it (409 when another tenant verified it)',
    tags,
    security: SIGNED_IN,
    params: tenantIdParamsSchema,
    body: addTenantDomainSchema,
    response: { 201: tenantDomainReplySchema },
  };
  app.post('/:id/domains', { schema: add }, async (request, reply) => {
    const { admin, tenantId } = await requireDomainsTenant(request, request.params.id);
    const checked = normalizeDomain(parseBody(addTenantDomainSchema, request.body).domain);
    if (!checked.ok) throw new HttpError(400, checked.message);
    if (await verifiedByAnotherTenant(app.systemDb, checked.domain, tenantId)) {
      throw verifiedElsewhere();
    }
    const added = await request.db.transaction(async (tx) => {
      if ((await countDomains(tx, tenantId)) >= TENANT_DOMAINS_MAX) {
        throw new HttpError(409, TENANT_DOMAIN_MESSAGES.tooMany);
      }
      const row = await insertDomain(tx, {
        tenantId,
        domain: checked.domain,
        token: newVerificationToken(),
        now: app.clock(),
      });
      if (!row) throw new HttpError(409, TENANT_DOMAIN_MESSAGES.alreadyListed);
      await recordDomainAdd(tx, auditActor(admin), row);
      return row;
    });
    return reply.code(201).send({ success: true as const, domain: domainReply(added) });
  });

  const verify = {
    summary:
      "Looks up the domain's TXT records now: verified once `bizcard-verification=<token>` is found; otherwise the reason is kept as its last error",
    tags,
    security: SIGNED_IN,
    params: tenantDomainPathSchema,
    response: { 200: tenantDomainVerifySchema },
  };
  app.post('/:id/domains/:domainId/verify', { schema: verify }, async (request) => {
    const { admin, tenantId, found } = await oneDomain(request);
    // Verified stays verified until removed: a DNS hiccup must not lock people out.
    if (found.verified_at)
      return { success: true as const, verified: true, domain: domainReply(found) };
    if (await verifiedByAnotherTenant(app.systemDb, found.domain, tenantId)) {
      throw verifiedElsewhere();
    }
    const result = await checkDomainRecord(found.domain, found.verification_token, dns);
    const error = result.verified ? null : result.error;
    const saved = await request.db
      .transaction(async (tx) => {
        const row = await saveCheck(tx, found.id, {
          verified: result.verified,
          error,
          now: app.clock(),
        });
        await recordDomainCheck(tx, auditActor(admin), row, error);
        return row;
      })
      .catch((failure: unknown) => {
        if (isUniqueViolation(failure)) throw verifiedElsewhere();
        throw failure;
      });
    return { success: true as const, verified: result.verified, domain: domainReply(saved) };
  });

  const remove = {
    summary: "Removes one of a tenant's domains; a verified one no longer routes sign-ons",
    tags,
    security: SIGNED_IN,
    params: tenantDomainPathSchema,
    response: { 200: tenantDomainDeletedSchema },
  };
  app.delete('/:id/domains/:domainId', { schema: remove }, async (request) => {
    const { admin, found } = await oneDomain(request);
    await request.db.transaction(async (tx) => {
      await deleteDomain(tx, found.id);
      await recordDomainRemove(tx, auditActor(admin), found);
    });
    return { success: true as const, deleted: 1 as const };
  });
}
