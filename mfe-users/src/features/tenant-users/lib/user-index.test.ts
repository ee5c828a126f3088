import fc from 'fast-check';
import { makeUser } from '../test-utils';
import { createSortCache, filterUsers, indexUsers, sortUsers } from './user-index';

const names = (entries: ReturnType<typeof indexUsers>) =>
  entries.map(({ user }) => `${user.first_name} ${user.last_name}`);

describe('filterUsers', () => {
  const entries = indexUsers([
    makeUser(1, { first_name: 'Ada', last_name: 'Lovelace', title: 'Analyst' }),
    makeUser(2, { first_name: 'Bob', last_name: 'Builder', pronouns: 'he/him' }),
  ]);

  it('returns the same list for a blank query', () => {
    expect(filterUsers(entries, '   ')).toBe(entries);
  });

  it('ignores fields outside the six searched ones', () => {
    expect(filterUsers(entries, 'he/him')).toEqual([]);
  });

  it('matches any case of any substring of the searched fields', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (start, length) => {
          const needle = 'Analyst'.slice(start, start + length);
          fc.pre(needle.length > 0);
          expect(names(filterUsers(entries, needle.toUpperCase()))).toContain('Ada Lovelace');
        },
      ),
    );
  });
});

describe('sortUsers', () => {
  it('sorts by name with one collator: case and accents do not split the order', () => {
    const entries = indexUsers([
      makeUser(1, { first_name: 'émile', last_name: 'Zola' }),
      makeUser(2, { first_name: 'Eve', last_name: 'Adams' }),
      makeUser(3, { first_name: 'ada', last_name: 'Byron' }),
      makeUser(4, { first_name: 'Ada', last_name: 'Adams' }),
    ]);

    expect(names(sortUsers(entries, { field: 'name', direction: 'asc' }))).toEqual([
      'Ada Adams',
      'ada Byron',
      'émile Zola',
      'Eve Adams',
    ]);
  });

  it('keeps list order among users of the same value, in both directions', () => {
    const entries = indexUsers([
      makeUser(1, { company: 'Acme' }),
      makeUser(2, { company: 'Zeta' }),
      makeUser(3, { company: 'acme' }),
    ]);
    const ids = (direction: 'asc' | 'desc') =>
      sortUsers(entries, { field: 'company', direction }).map(({ user }) => user.id);

    expect(ids('asc')).toEqual(['user-00001', 'user-00003', 'user-00002']);
    expect(ids('desc')).toEqual(['user-00002', 'user-00003', 'user-00001']);
  });

  it('sorts the role shown, so a missing role sorts as User', () => {
    const entries = indexUsers([
      makeUser(1, { first_name: 'U', role: '' }),
      makeUser(2, { first_name: 'M', role: 'Manager' }),
      makeUser(3, { first_name: 'A', role: 'Admin' }),
    ]);

    const sorted = sortUsers(entries, { field: 'role', direction: 'asc' });
    expect(sorted.map(({ user }) => user.first_name)).toEqual(['A', 'M', 'U']);
  });

  it('is a permutation, ordered, with blanks last, in either direction', () => {
    const user = fc.record({ company: fc.option(fc.string({ maxLength: 6 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(user, { maxLength: 40 }), fc.boolean(), (rows, ascending) => {
        const entries = indexUsers(rows.map((row, i) => makeUser(i, row)));
        const direction = ascending ? 'asc' : 'desc';
        const sorted = sortUsers(entries, { field: 'company', direction });
        expect(new Set(sorted)).toEqual(new Set(entries));
        const companies = sorted.map(({ user: u }) => u.company ?? '');
        const firstBlank = companies.indexOf('');
        if (firstBlank >= 0) expect(companies.slice(firstBlank).every((c) => c === '')).toBe(true);
        const filled = companies.filter(Boolean);
        const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
        for (let i = 1; i < filled.length; i++) {
          const order = collator.compare(filled[i - 1], filled[i]);
          expect(ascending ? order <= 0 : order >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('createSortCache', () => {
  it('sorts each field and direction once per list', () => {
    const sortedBy = createSortCache(indexUsers([makeUser(2), makeUser(1)]));

    const first = sortedBy({ field: 'email', direction: 'desc' });
    expect(sortedBy({ field: 'email', direction: 'desc' })).toBe(first);
    const ascending = sortedBy({ field: 'email', direction: 'asc' });
    expect(ascending.map(({ user }) => user.id)).toEqual(['user-00001', 'user-00002']);
    expect([...ascending].reverse()).toEqual(first);
  });
});
