/**
 * A total against the same figure of the period before: '+12%', '−5%' (a true minus sign),
 * 'new' when there was nothing before, 'no change' when equal. Below one percent either way
 * reads '+<1%' / '−<1%' rather than a misleading 0%.
 */
export function periodChange(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  const sign = current > previous ? '+' : '−';
  return `${sign}${percent === 0 ? '<1' : percent}%`;
}
