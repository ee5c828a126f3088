import {
  DEFAULT_OIDC_SCOPES,
  defaultMappingsFor,
  OAUTH_CATALOGUE,
  SSO_CALLBACK_PATH,
  SSO_PROVIDER_NAMES,
  samlAcsPath,
} from '@bizcard/shared/model';
import {
  type OAuthProviderInput,
  oauthCatalogueResponseSchema,
  oauthProviderBodySchema,
  oauthProviderDeleteResponseSchema,
  oauthProviderListResponseSchema,
  oauthProviderParamsSchema,
  oauthProviderSaveResponseSchema,
  oauthSecretRotationBodySchema,
  oauthSecretRotationReplySchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';
import { checkIssuerUrl } from './issuer-url';
import {
  alreadyConfigured,
  CONFIG_DELETED,
  CONFIG_NOT_FOUND,
  CONFIG_SAVED,
  ONLY_SUPER_ADMINS,
  TENANT_NOT_FOUND,
} from './messages';
import { recordProviderChange } from './provider-audit';
import { checkRequiredCredentials, secretContext, toProviderConfig } from './provider-record';
import {
  deleteProvider,
  findProvider,
  insertProvider,
  listProviders,
  type ProviderWrite,
  updateProvider,
} from './provider-store';
import { checkSamlConfig, samlFieldsOf } from './saml-config';
import { rotateProviderSecret } from './secret-rotation';

const tags = ['OAuth providers'];
/** Every route here: super admins only. */
const routeDocs = (summary: string) => ({ summary, tags, security: SIGNED_IN });

async function existingTenantId(db: Queryable, id: string): Promise<string> {
  if (!isUuid(id) || !(await tenantExists(db, id))) throw notFound(TENANT_NOT_FOUND);
  return id.toLowerCase();
}

/**
 * Spec §7 "OAuth providers", super admins only (the screen is hidden from client admins, and
 * these routes hold the tenant's sign-in). Secrets are sealed before they reach the database
 * and never leave it in a response (decision 018).
 */
export async function oauthProviderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ourCallback = `${app.config.publicAppUrl}${SSO_CALLBACK_PATH}`;

  /** The body checked, defaults filled, and the secret sealed for this tenant and provider. */
  function providerWrite(
    tenantId: string,
    body: unknown,
    { secretStored }: { secretStored: boolean },
  ): ProviderWrite {
    const input: OAuthProviderInput = parseBody(oauthProviderBodySchema, body);
    const saml = input.provider_name === 'saml';
    // A SAML identity provider posts back to the tenant's ACS, whatever the body says.
    const redirectUri = saml
      ? `${app.config.publicAppUrl}${samlAcsPath(tenantId)}`
      : (input.redirect_uri ?? ourCallback);
    checkRequiredCredentials({ ...input, redirect_uri: redirectUri }, secretStored);
    checkIssuerUrl(input.provider_url, app.config.isProduction);
    checkSamlConfig(input);
    const sso = SSO_PROVIDER_NAMES.includes(input.provider_name);
    const { client_secret, ...rest } = input;
    return {
      ...rest,
      ...samlFieldsOf(input),
      redirect_uri: redirectUri,
      scopes: saml ? [] : (input.scopes ?? (sso ? DEFAULT_OIDC_SCOPES : [])),
      field_mappings: input.field_mappings ?? (sso ? defaultMappingsFor(input.provider_name) : {}),
      client_secret_sealed: client_secret
        ? app.secretBox.seal(client_secret, secretContext(tenantId, input.provider_name))
        : null,
    };
  }

  const superAdmin = (request: FastifyRequest) => requireSuperAdmin(request, ONLY_SUPER_ADMINS);

  app.get(
    '/available',
    {
      schema: {
        ...routeDocs('The provider catalogue: each provider and the credentials it takes'),
        response: { 200: oauthCatalogueResponseSchema },
      },
    },
    async (request) => {
      superAdmin(request);
      return { success: true as const, data: [...OAUTH_CATALOGUE] };
    },
  );

  app.get(
    '/:tenantId',
    {
      schema: {
        ...routeDocs("A tenant's provider configurations, without their secrets"),
        params: tenantPathSchema,
        response: { 200: oauthProviderListResponseSchema },
      },
    },
    async (request) => {
      superAdmin(request);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const rows = await listProviders(request.db, tenantId);
      return { success: true as const, providers: rows.map(toProviderConfig) };
    },
  );

  app.post(
    '/:tenantId',
    {
      schema: {
        ...routeDocs('Adds a provider configuration; the secret is sealed (decision 018)'),
        params: tenantPathSchema,
        body: oauthProviderBodySchema,
        response: { 201: oauthProviderSaveResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = superAdmin(request);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const write = providerWrite(tenantId, request.body, { secretStored: false });
      try {
        const row = await request.db.transaction(async (tx) => {
          const created = await insertProvider(tx, tenantId, admin.id, write);
          const secret = write.client_secret_sealed ? 'set' : 'none';
          await recordProviderChange(
            tx,
            auditActor(admin),
            'oauth_provider.create',
            created,
            secret,
          );
          return created;
        });
        return reply
          .code(201)
          .send({ success: true as const, message: CONFIG_SAVED, data: toProviderConfig(row) });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, alreadyConfigured(write.provider_name));
        throw error;
      }
    },
  );

  app.put(
    '/:tenantId/:providerName',
    {
      schema: {
        ...routeDocs('Edits a provider configuration; an empty client_secret keeps the stored one'),
        params: oauthProviderParamsSchema,
        body: oauthProviderBodySchema,
        response: { 200: oauthProviderSaveResponseSchema },
      },
    },
    async (request) => {
      const admin = superAdmin(request);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const { providerName } = request.params;
      const row = await request.db.transaction(async (tx) => {
        const stored = await findProvider(tx, tenantId, providerName);
        if (!stored) throw notFound(CONFIG_NOT_FOUND);
        // The provider is the row's identity: an edit cannot turn it into another provider.
        const body = { ...request.body, provider_name: stored.provider_name };
        const write = providerWrite(tenantId, body, {
          secretStored: stored.client_secret_sealed !== null,
        });
        const updated = await updateProvider(tx, tenantId, write);
        if (!updated) return null;
        const secret = write.client_secret_sealed ? 'replaced' : 'kept';
        await recordProviderChange(tx, auditActor(admin), 'oauth_provider.update', updated, secret);
        return updated;
      });
      if (!row) throw notFound(CONFIG_NOT_FOUND);
      return { success: true as const, message: CONFIG_SAVED, data: toProviderConfig(row) };
    },
  );

  // Whoever may edit a configuration may rotate its secret (issue 27, decision 052).
  const reach = {
    allowHttp: !app.config.isProduction,
    allowPrivate: app.config.ssoAllowPrivateIssuers,
  };
  app.post(
    '/:tenantId/:providerName/rotate-secret',
    {
      schema: {
        ...routeDocs("Rotates a configuration's client secret once the provider accepts it"),
        params: oauthProviderParamsSchema,
        body: oauthSecretRotationBodySchema,
        response: { 200: oauthSecretRotationReplySchema },
      },
    },
    async (request) => {
      const admin = superAdmin(request);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const context = { db: request.db, box: app.secretBox, reach, actor: auditActor(admin) };
      return rotateProviderSecret(context, tenantId, request.params.providerName, request.body);
    },
  );

  app.delete(
    '/:tenantId/:providerName',
    {
      schema: {
        ...routeDocs('Deletes a provider configuration'),
        params: oauthProviderParamsSchema,
        response: { 200: oauthProviderDeleteResponseSchema },
      },
    },
    async (request) => {
      const admin = superAdmin(request);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const deleted = await request.db.transaction(async (tx) => {
        const gone = await deleteProvider(tx, tenantId, request.params.providerName);
        if (gone) await recordProviderChange(tx, auditActor(admin), 'oauth_provider.delete', gone);
        return gone;
      });
      if (!deleted) throw notFound(CONFIG_NOT_FOUND);
      return { success: true as const, message: CONFIG_DELETED };
    },
  );
}
