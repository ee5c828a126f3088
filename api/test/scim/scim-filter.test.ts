import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ScimError } from '../../src/scim/scim-errors';
import { filterCondition } from '../../src/scim/scim-filter';
import { USER_FILTER_ATTRIBUTES } from '../../src/scim/scim-user-filters';
import { build, type TestApp } from '../helpers/build';
import { scimClient, scimToken, scimUser, tenantIds } from '../helpers/scim';

const USER_NAME_EQ = '(u.scim_user_name_key = $2 OR (u.scim_user_name IS NULL AND u.email = $2))';

/** A value as a SCIM filter writes it: a JSON string. */
const quoted = (value: string) => JSON.stringify(value);

const placeholders = (sql: string) => new Set(sql.match(/\$\d+/g) ?? []).size;

const ATTRIBUTES = ['userName', 'externalId', 'emails.value', 'name.givenName', 'title', 'id'];
const OPERATORS = ['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le'];

/** Filters of the grammar this service accepts: comparisons joined by and / or / not. */
const filterArbitrary = fc.letrec<{ filter: string }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...OPERATORS), fc.string())
      .map(([attribute, op, value]) => `${attribute} ${op} ${quoted(value)}`),
    fc.constantFrom('active eq true', 'active eq false', 'externalId pr', 'emails[type eq "work"]'),
    fc
      .tuple(tie('filter'), fc.constantFrom('and', 'or'), tie('filter'))
      .map(([a, op, b]) => `(${a}) ${op} (${b})`),
    tie('filter').map((inner) => `not (${inner})`),
  ),
}));

describe('SCIM filters as SQL conditions', () => {
  test('a userName eq of any text is one index-served comparison with the text as a parameter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const condition = filterCondition(
          `userName eq ${quoted(value)}`,
          USER_FILTER_ATTRIBUTES,
          2,
        );
        assert.equal(condition.sql, USER_NAME_EQ);
        assert.deepEqual(condition.params, [value.toLowerCase()]);
      }),
      { numRuns: 500 },
    );
  });

  test('every filter of the grammar compiles, with one parameter per placeholder and no value in the SQL', () => {
    fc.assert(
      fc.property(filterArbitrary.filter, (filter) => {
        const { sql, params } = filterCondition(filter, USER_FILTER_ATTRIBUTES, 2);
        assert.equal(placeholders(sql), params.length);
        assert.doesNotMatch(
          sql.replaceAll("'%'", ''),
          /'/,
          'no text but the LIKE wildcard is quoted',
        );
      }),
      { numRuns: 300 },
    );
  });

  test('any text as a filter either compiles or is a 400 invalidFilter, never another failure', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (filter) => {
        try {
          filterCondition(filter, USER_FILTER_ATTRIBUTES, 2);
        } catch (error) {
          assert.ok(error instanceof ScimError, String(error));
          assert.equal(error.statusCode, 400);
          assert.equal(error.scimType, 'invalidFilter');
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('attributes it does not know are refused as invalidFilter', () => {
    for (const filter of [
      'password eq "x"',
      'userName xx "x"',
      'active eq "yes"',
      'meta.created gt "2020"',
    ]) {
      assert.throws(
        () => filterCondition(filter, USER_FILTER_ATTRIBUTES, 2),
        (error) => error instanceof ScimError && error.scimType === 'invalidFilter',
        filter,
      );
    }
  });
});

describe('SCIM filters against the database', () => {
  let t: TestApp;
  let tenantId: string;
  before(async () => {
    t = await build();
    tenantId = (await tenantIds(t.app)).get('globex')!;
  });
  after(() => t.close());

  test('a user created with any userName is found by it, whatever its case, and by no other', async () => {
    const scim = scimClient(t.app, (await scimToken(t.app, tenantId, 'Property')).token);
    const local = fc.stringMatching(/^[a-z0-9._%+'"\\-]{1,20}$/);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(local, async (name) => {
        n += 1;
        const userName = `${name}.${n}@Filter.example`;
        const created = await scim(
          'POST',
          '/Users',
          scimUser(userName, { emails: [{ value: `p${n}@filter.example`, type: 'work' }] }),
        );
        assert.equal(created.statusCode, 201, created.body);
        const filter = `userName eq ${quoted(userName.toUpperCase())}`;
        const found = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
        const body = found.json<{ totalResults: number; Resources: Array<{ id: string }> }>();
        assert.equal(body.totalResults, 1, filter);
        assert.equal(body.Resources[0]!.id, created.json<{ id: string }>().id);
      }),
      { numRuns: 25 },
    );
  });
});
