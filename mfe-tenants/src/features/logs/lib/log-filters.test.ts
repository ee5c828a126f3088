import { filtersProblem, logQuery, NO_FILTERS } from './log-filters';

describe('filtersProblem', () => {
  it.each([
    ['2025-03-02', '2025-03-01', 'The start date must not be after the end date'],
    ['2025-03-01', '2025-03-01', null],
    ['2025-02-28', '2025-03-01', null],
    ['2025-03-02', '', null],
    ['', '2025-03-01', null],
  ])('From %s and To %s: %s', (from, to, problem) => {
    expect(filtersProblem({ ...NO_FILTERS, from, to })).toBe(problem);
  });
});

describe('logQuery', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(logQuery({ level: 'error', q: '  ada ', from: '', to: '2025-03-01' }, 't-1')).toEqual({
      tenant_id: 't-1',
      level: 'error',
      q: 'ada',
      to: '2025-03-01',
    });
  });

  it('sends no tenant for the view across tenants', () => {
    expect(logQuery({ ...NO_FILTERS, q: '   ' }, undefined)).toEqual({});
  });
});
