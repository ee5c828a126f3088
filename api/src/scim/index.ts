import { SCIM_BASE_PATH } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { MAX_JSON_DEPTH, nestedDeeperThan, TOO_DEEP } from '../validation';
import { registerScimAuth } from './scim-auth';
import { scimDiscoveryRoutes } from './scim-discovery-routes';
import { registerScimErrorHandlers } from './scim-errors';
import { scimGroupRoutes } from './scim-group-routes';
import { scimUserRoutes } from './scim-user-routes';

/**
 * SCIM 2.0 (RFC 7643 / 7644) at /scim/v2 for a tenant's directory (decision 054): Users,
 * Groups and the discovery endpoints, behind a SCIM token of the tenant. Encapsulated: its
 * bearer check, its application/scim+json bodies and its SCIM error objects stay inside.
 */
export async function scimRoutes(app: FastifyInstance): Promise<void> {
  const base = `${app.config.publicAppUrl}${SCIM_BASE_PATH}`;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/scim+json',
    { parseAs: 'string' },
    (request, body, done) => {
      parseJson(request, String(body), (error, value) => {
        if (!error && nestedDeeperThan(value, MAX_JSON_DEPTH))
          done(new HttpError(400, TOO_DEEP), undefined);
        else done(error, value);
      });
    },
  );
  registerScimErrorHandlers(app);
  registerScimAuth(app);
  await app.register(scimDiscoveryRoutes, { base });
  await app.register(scimUserRoutes, { base });
  await app.register(scimGroupRoutes, { base });
}
