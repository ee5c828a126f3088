/**
 * The top of the chart's value axis: the smallest of 2, 4, 6, 8, 10 × 10ⁿ at or above `max`,
 * so that the middle grid line (top / 2) is a whole number too.
 */
export function axisTop(max: number): number {
  if (max <= 2) return 2;
  // A step below max's own power of ten, so that 10 stays 10 rather than becoming 20.
  const power = 10 ** (Math.floor(Math.log10(max)) - 1);
  const factor = [2, 4, 6, 8, 10, 20, 40, 60, 80, 100].find((f) => f * power >= max) ?? 100;
  return factor * power;
}
