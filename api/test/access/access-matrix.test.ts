import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { build, type TestApp } from '../helpers/build';
import { MATRIX } from './access-matrix';
import { CALLERS, type Caller, makeWorld, OWN_TENANTS, type World } from './matrix-world';

/** `METHOD /path` of every registered route, HEAD folded into GET, trailing slash dropped. */
function registeredRoutes(routeList: string[]): string[] {
  const routes = routeList
    .filter((route) => !route.startsWith('HEAD '))
    .map((route) => route.replace(/(.)\/$/, '$1'));
  return [...new Set(routes)].sort();
}

function foreignIdentifiers(world: World, caller: Caller, publicForTenantA: boolean): string[] {
  const own = new Set<string>(OWN_TENANTS[caller]);
  if (publicForTenantA) own.add('A');
  const tenants = { A: world.tenantA, B: world.tenantB, C: world.tenantC };
  return Object.entries(tenants)
    .filter(([key]) => !own.has(key))
    .flatMap(([, facts]) => facts.identifiers);
}

describe('access matrix: every route × every caller', () => {
  let t: TestApp;
  let world: World;
  before(async () => {
    t = await build();
    world = await makeWorld(t.app);
  });
  after(() => t.close());

  test('every route of the API has a row, and every row a route', () => {
    const registered = registeredRoutes(t.app.routeList);
    const covered = MATRIX.map((row) => row.route).sort();
    const missing = registered.filter((route) => !covered.includes(route));
    const stale = covered.filter((route) => !registered.includes(route));
    assert.deepEqual(missing, [], `routes without a row in test/access/access-matrix.ts`);
    assert.deepEqual(stale, [], 'rows for routes the API no longer has');
  });

  for (const row of MATRIX) {
    test(`${row.route}: ${CALLERS.map((caller) => `${caller} ${row.expect[caller]}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const verbs = row.route.startsWith('GET ') ? ['GET', 'HEAD'] : [undefined];
        for (const verb of verbs) {
          const options = await row.request(world);
          const cookie = await world.cookieOf(caller);
          const response = await t.app.inject({
            ...options,
            ...(verb ? { method: verb as 'GET' | 'HEAD' } : {}),
            headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
          });
          const label = `${verb ?? ''} ${row.route} as ${caller}: ${response.body.slice(0, 200)}`;
          assert.equal(response.statusCode, row.expect[caller], label);
          const body = response.body.toLowerCase();
          const leaked = foreignIdentifiers(world, caller, row.publicForTenantA ?? false).filter(
            (identifier) => body.includes(identifier),
          );
          assert.deepEqual(leaked, [], `another tenant's data in ${label}`);
        }
      }
    });
  }
});
