const count = (value: number) => value.toLocaleString('en-US');

/**
 * A total against the same figure of the period before, as a difference and a percentage:
 * '+3, +8%', '−7, −14%' (a true minus sign), 'no change' when equal, and the difference alone
 * ('+12') when there was nothing before. Below one percent either way reads '+<1%' / '−<1%'
 * rather than a misleading 0%.
 */
export function periodChange(current: number, previous: number): string {
  if (current === previous) return 'no change';
  const sign = current > previous ? '+' : '−';
  const difference = `${sign}${count(Math.abs(current - previous))}`;
  if (previous === 0) return difference;
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return `${difference}, ${sign}${percent === 0 ? '<1' : percent}%`;
}

/** '40 in the previous 30 days (+3, +8%)': the figure compared with, then the change. */
export const periodComparison = (current: number, previous: number, days: number) =>
  `${count(previous)} in the previous ${days} days (${periodChange(current, previous)})`;
