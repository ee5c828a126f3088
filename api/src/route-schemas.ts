import type { FastifyInstance } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { HttpError } from './errors';

/**
 * Route schemas are zod schemas from `@bizcard/shared/schemas` (decision 044). Params and
 * query strings are checked before the handler, their first issue's message the 400 answer,
 * as `parseBody` answers for bodies. Bodies are declared on the route (the document, the
 * handler's types) but checked by `parseBody` inside the handler, after the access check: a
 * caller without access hears 401/403 whatever it sent.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body') return { value: data };
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request') };
  };

/** Replies are checked against and shaped by their declared schema (a 500 when they drift). */
export function useRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
