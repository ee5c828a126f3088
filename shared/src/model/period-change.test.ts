import { periodChange, periodComparison } from './period-change';

describe('periodChange', () => {
  it.each([
    [112, 100, '+12, +12%'],
    [95, 100, '−5, −5%'],
    [0, 40, '−40, −100%'],
    [300, 100, '+200, +200%'],
    [7, 0, '+7'],
    [40, 40, 'no change'],
    [0, 0, 'no change'],
    [1001, 1000, '+1, +<1%'],
    [999, 1000, '−1, −<1%'],
    [2500, 1000, '+1,500, +150%'],
  ])('reads %i against %i as %s', (current, previous, expected) => {
    expect(periodChange(current, previous)).toBe(expected);
  });
});

describe('periodComparison', () => {
  it("names the previous period's figure, then the change: '40 in the previous 30 days (+3, +8%)'", () => {
    expect(periodComparison(43, 40, 30)).toBe('40 in the previous 30 days (+3, +8%)');
    expect(periodComparison(12, 0, 7)).toBe('0 in the previous 7 days (+12)');
    expect(periodComparison(1200, 1200, 90)).toBe('1,200 in the previous 90 days (no change)');
  });
});
