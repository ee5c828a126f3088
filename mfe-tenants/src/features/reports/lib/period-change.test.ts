import { periodChange } from './period-change';

describe('periodChange', () => {
  it.each([
    [112, 100, '+12%'],
    [95, 100, '−5%'],
    [0, 40, '−100%'],
    [300, 100, '+200%'],
    [7, 0, 'new'],
    [40, 40, 'no change'],
    [0, 0, 'no change'],
    [1001, 1000, '+<1%'],
    [999, 1000, '−<1%'],
  ])('reads %i against %i as %s', (current, previous, expected) => {
    expect(periodChange(current, previous)).toBe(expected);
  });
});
