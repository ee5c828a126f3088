import { SCIM_TOKEN_MESSAGES } from '@bizcard/shared/model';
import {
  createScimTokenSchema,
  scimTokenCreatedSchema,
  scimTokenListSchema,
  scimTokenPathSchema,
  scimTokenRevokedSchema,
  tenantIdParamsSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { createScimToken, listScimTokens, revokeScimToken } from '../../scim/token-store';
import { parseBody } from '../../validation';
import { requireProvisioningTenant } from './scim-token-access';
import { recordScimTokenCreate, recordScimTokenRevoke } from './scim-token-audit';
import { creatorEmails, scimBaseUrl, wireToken } from './scim-token-replies';

const tags = ['Provisioning'];

/**
 * A tenant's SCIM tokens (issue 29 item 1, decision 054), under /api/management/tenants: its
 * admins and super admins list them with the SCIM base URL, make one (its secret in this reply
 * only) and revoke one. The SCIM protocol itself (/scim/v2) signs in with them.
 */
export async function scimTokenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const baseUrl = scimBaseUrl(app.config.publicAppUrl);

  const list = {
    summary: "A tenant's SCIM base URL and tokens, newest first, revoked ones included",
    tags,
    security: SIGNED_IN,
    params: tenantIdParamsSchema,
    response: { 200: scimTokenListSchema },
  };
  app.get('/:id/scim-tokens', { schema: list }, async (request) => {
    const { tenantId } = await requireProvisioningTenant(request, request.params.id);
    const tokens = await listScimTokens(request.db, tenantId);
    const emails = await creatorEmails(app.systemDb, tokens);
    return {
      success: true as const,
      scim_base_url: baseUrl,
      tokens: tokens.map((token) => wireToken(token, emails)),
    };
  });

  const create = {
    summary: 'Makes a SCIM token; its secret is in this reply only (a hash is kept)',
    tags,
    security: SIGNED_IN,
    params: tenantIdParamsSchema,
    body: createScimTokenSchema,
    response: { 201: scimTokenCreatedSchema },
  };
  app.post('/:id/scim-tokens', { schema: create }, async (request, reply) => {
    const { admin, tenantId } = await requireProvisioningTenant(request, request.params.id);
    const { name } = parseBody(createScimTokenSchema, request.body);
    const made = await request.db.transaction(async (tx) => {
      const token = await createScimToken(tx, { tenantId, name, createdBy: admin.id });
      await recordScimTokenCreate(tx, auditActor(admin), tenantId, name);
      return token;
    });
    const emails = new Map([[admin.id, admin.user.email]]);
    return reply.code(201).send({
      success: true as const,
      scim_base_url: baseUrl,
      token: wireToken(made, emails),
      secret: made.token,
    });
  });

  const revoke = {
    summary: 'Revokes a SCIM token: the directory is refused with it from now on',
    tags,
    security: SIGNED_IN,
    params: scimTokenPathSchema,
    response: { 200: scimTokenRevokedSchema },
  };
  app.delete('/:id/scim-tokens/:tokenId', { schema: revoke }, async (request) => {
    const { admin, tenantId } = await requireProvisioningTenant(request, request.params.id);
    const revoked = await request.db.transaction(async (tx) => {
      const token = await revokeScimToken(tx, tenantId, request.params.tokenId);
      if (!token) throw notFound(SCIM_TOKEN_MESSAGES.notFound);
      await recordScimTokenRevoke(tx, auditActor(admin), tenantId, token.name);
      return token;
    });
    const emails = await creatorEmails(app.systemDb, [revoked]);
    return { success: true as const, token: wireToken(revoked, emails) };
  });
}
