import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';

interface Schema {
  type?: string;
  required?: string[];
  enum?: unknown[];
}
interface Operation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

// The route groups whose replies are declared with the schemas of @bizcard/shared/schemas.
const GROUPS = [
  '/api/management/contactPage/templates',
  '/api/management/oauth-providers',
  '/api/management/logs',
  '/api/management/reports',
  '/api/management/batches',
  '/c/',
];

describe('the OpenAPI document of templates, OAuth providers, logs, reports, batches and cards', () => {
  let t: TestApp;
  let operations: Array<{ label: string; operation: Operation }>;
  let paths: Paths;
  before(async () => {
    t = await build();
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    assert.equal(response.statusCode, 200);
    paths = response.json<{ paths: Paths }>().paths;
    operations = Object.entries(paths)
      .filter(([path]) => GROUPS.some((group) => path.startsWith(group)))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          label: `${method.toUpperCase()} ${path}`,
          operation,
        })),
      );
  });
  after(() => t.close());

  test('every route says who may call it and what it answers on success', () => {
    // 31 with the contact form's post and its confirmation (decision 053); 39 with the
    // template list, rules and per-person routes (decision 056).
    assert.equal(operations.length, 39, 'the 39 routes of these groups');
    for (const { label, operation } of operations) {
      assert.ok(Array.isArray(operation.security), `${label} declares its security`);
      const success = Object.entries(operation.responses ?? {}).find(([code]) => /^2/.test(code));
      // A redirect (the Google Wallet save link) answers no body on success.
      if (!success && Object.keys(operation.responses ?? {}).some((code) => /^3/.test(code)))
        continue;
      const content = Object.entries(success?.[1].content ?? {});
      assert.ok(content.length > 0, `${label} documents its reply's content`);
      for (const [type, { schema }] of content) {
        if (type === 'application/json') {
          assert.equal(schema?.type, 'object', `${label} replies an object`);
          assert.ok((schema?.required ?? []).length > 0, `${label} names its reply's fields`);
        } else {
          assert.ok(schema?.type, `${label} gives ${type} a schema`);
        }
      }
    }
  });

  test('each path parameter is declared, and the reports take only the periods offered', () => {
    for (const { label, operation } of operations) {
      for (const name of label.match(/\{(\w+)\}/g) ?? []) {
        const declared = operation.parameters?.some(
          (parameter) => parameter.in === 'path' && `{${parameter.name}}` === name,
        );
        assert.ok(declared, `${label} declares ${name}`);
      }
    }
    const usage = paths['/api/management/reports/{tenantId}/usage']?.get;
    const days = usage?.parameters?.find((parameter) => parameter.name === 'days');
    assert.deepEqual(days?.schema?.enum, ['30', '90']);
  });
});
