import { errorReplySchema } from '@bizcard/shared/schemas';
import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

type Security = Array<Record<string, string[]>>;

/** The OpenAPI security scheme of the session cookie every signed-in call carries. */
export const SESSION_SCHEME = 'sessionCookie';

/** The OpenAPI security scheme of the SCIM routes: a tenant's SCIM token (decision 054). */
export const SCIM_BEARER = 'scimBearer';

/** A route's `security`: it needs a session (which role, its description says). */
export const SIGNED_IN: Security = [{ [SESSION_SCHEME]: [] }];

/** A route's `security`: open to anyone (sign-in, public pages, health). */
export const PUBLIC: Security = [];

const toJsonSchema = createJsonSchemaTransform({ skipList: [] });

interface RouteSchema {
  security?: readonly unknown[];
  response?: Record<string, unknown>;
}

/** The error replies a route may give: `{ message }` with the statuses its access implies. */
function errorReplies(schema: Pick<RouteSchema, 'security'>): Record<string, unknown> {
  const signedIn = (schema.security?.length ?? 0) > 0;
  const replies: Record<string, unknown> = { '4XX': errorReplySchema, '5XX': errorReplySchema };
  if (signedIn) replies[401] = errorReplySchema;
  return replies;
}

/** Each route's zod schemas as JSON Schema, with the project's error body on every route. */
export const documentRoute: SwaggerTransform = (input) => {
  const { schema } = input;
  if (!schema) return toJsonSchema(input);
  const response = { ...errorReplies(schema), ...(schema as RouteSchema).response };
  return toJsonSchema({ ...input, schema: { ...schema, response } });
};
