import type { FastifyInstance } from 'fastify';
import { RESOURCE_NOT_FOUND } from './messages';
import { SCIM_CONTENT_TYPE, scimNotFound } from './scim-errors';
import { listResponse, MAX_RESULTS } from './scim-list-query';
import { SCIM_DOCS } from './scim-route-docs';
import { scimSchemas } from './scim-schemas';
import { CORE_GROUP, CORE_USER, ENTERPRISE_USER } from './scim-user-fields';

const tags = ['SCIM'];
const RESOURCE_TYPE = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const PROVIDER_CONFIG = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';

const resourceTypes = (base: string) => [
  {
    schemas: [RESOURCE_TYPE],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: CORE_USER,
    schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  },
  {
    schemas: [RESOURCE_TYPE],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    schema: CORE_GROUP,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
  },
];

const providerConfig = (base: string) => ({
  schemas: [PROVIDER_CONFIG],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'SCIM token',
      description: "A token made on the tenant's Provisioning page, sent as a Bearer token",
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

/** ServiceProviderConfig, ResourceTypes and Schemas (RFC 7644 §4): what this service offers. */
export async function scimDiscoveryRoutes(app: FastifyInstance, options: { base: string }) {
  const { base } = options;

  app.get(
    '/ServiceProviderConfig',
    { schema: { summary: 'What this SCIM service supports', tags, ...SCIM_DOCS } },
    (_request, reply) => reply.type(SCIM_CONTENT_TYPE).send(providerConfig(base)),
  );

  app.get(
    '/ResourceTypes',
    { schema: { summary: 'The User and Group resource types', tags, ...SCIM_DOCS } },
    (_request, reply) => {
      const types = resourceTypes(base);
      return reply.type(SCIM_CONTENT_TYPE).send(listResponse(types.length, 1, types));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/ResourceTypes/:id',
    { schema: { summary: 'One resource type', tags, ...SCIM_DOCS } },
    (request, reply) => {
      const found = resourceTypes(base).find((type) => type.id === request.params.id);
      if (!found) throw scimNotFound(RESOURCE_NOT_FOUND);
      return reply.type(SCIM_CONTENT_TYPE).send(found);
    },
  );

  app.get(
    '/Schemas',
    {
      schema: {
        summary: 'The User, enterprise User and Group schemas with our mapping',
        tags,
        ...SCIM_DOCS,
      },
    },
    (_request, reply) => {
      const schemas = scimSchemas(base);
      return reply.type(SCIM_CONTENT_TYPE).send(listResponse(schemas.length, 1, schemas));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Schemas/:id',
    { schema: { summary: 'One schema', tags, ...SCIM_DOCS } },
    (request, reply) => {
      const found = scimSchemas(base).find((schema) => schema.id === request.params.id);
      if (!found) throw scimNotFound(RESOURCE_NOT_FOUND);
      return reply.type(SCIM_CONTENT_TYPE).send(found);
    },
  );
}
