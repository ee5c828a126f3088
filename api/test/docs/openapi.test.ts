import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { build, type TestApp } from '../helpers/build';

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** `METHOD /path` of every operation, in Fastify's spelling (`:id`, `*`), trailing slash dropped. */
function documentedRoutes(document: OpenApi): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => {
        const url = path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
        return `${method.toUpperCase()} ${url.replace(/(.)\/$/, '$1')}`;
      }),
  );
}

/** The routes of the API proper: HEAD (Fastify's twin of GET) and the docs' own pages aside. */
function apiRoutes(routeList: string[]): string[] {
  const routes = routeList
    .filter((route) => !route.startsWith('HEAD ') && !/ \/api\/docs(\/|$)/.test(route))
    .map((route) => route.replace(/(.)\/$/, '$1'));
  return [...new Set(routes)].sort();
}

// The route groups whose schemas declare who may call them (decision 044); the rest follow.
const DECLARED = [
  '/api/health',
  '/api/auth',
  '/api/management/admin-users',
  '/api/management/tenants',
  '/api/management/users',
  '/api/management/dashboard',
  '/api/management/tickets',
  '/api/self-serve',
  '/api/registration',
  '/api/client-errors',
  '/api/dev',
];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApi;
  before(async () => {
    t = await build();
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    assert.equal(response.statusCode, 200);
    document = response.json();
  });
  after(() => t.close());

  test('names every route the API registers', () => {
    const documented = new Set(documentedRoutes(document));
    const missing = apiRoutes(t.app.routeList).filter((route) => !documented.has(route));
    assert.deepEqual(missing, [], 'routes missing from /api/docs/openapi.json');
  });

  test('is a valid OpenAPI 3.1 document', async () => {
    assert.equal(document.openapi, '3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    assert.deepEqual(result.errors ?? [], [], 'errors of the OpenAPI 3.1 schema');
    assert.equal(result.valid, true);
  });

  test('gives each declared route its access and the { message } error body', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      DECLARED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
        ? Object.entries(item).map(([method, operation]) => ({ method, path, operation }))
        : [],
    );
    assert.ok(operations.length > 0);
    for (const { method, path, operation } of operations) {
      const label = `${method.toUpperCase()} ${path}`;
      assert.ok(Array.isArray(operation.security), `${label} declares its security`);
      const error = operation.responses?.['4XX']?.content?.['application/json']?.schema;
      assert.deepEqual(
        error,
        {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
          additionalProperties: false,
        },
        `${label} documents the error body`,
      );
    }
  });

  test('offers the reference page, whose policy lets its own scripts and styles run', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /connect-src 'self'/);
  });
});

describe('the OpenAPI document in production', () => {
  test('is not served unless API_DOCS turns it on', async () => {
    const off = await build({ config: { isProduction: true, apiDocs: false } });
    try {
      const response = await off.app.inject({ url: '/api/docs/openapi.json' });
      assert.equal(response.statusCode, 404);
    } finally {
      await off.close();
    }
    const on = await build({ config: { isProduction: true, apiDocs: true } });
    try {
      const response = await on.app.inject({ url: '/api/docs/openapi.json' });
      assert.equal(response.statusCode, 200);
    } finally {
      await on.close();
    }
  });
});
