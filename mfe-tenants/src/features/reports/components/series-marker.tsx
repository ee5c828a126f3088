import type { CardCounts } from '@bizcard/shared/model';

/**
 * Each figure's point marker, a different shape each: with equal series (Saves = Scans) the
 * lines lie on each other, and a ring, a square and a dot on the same point stay apart.
 */
export function SeriesMarker({
  series,
  x,
  y,
  colour,
}: {
  series: keyof CardCounts;
  x: number;
  y: number;
  colour: string;
}) {
  const common = { 'data-marker': series, stroke: colour, strokeWidth: 1.5 };
  if (series === 'views') return <circle {...common} cx={x} cy={y} r={6} fill="none" />;
  if (series === 'saves')
    return <rect {...common} x={x - 3.5} y={y - 3.5} width={7} height={7} fill="none" />;
  return <path {...common} d={`M${x} ${y - 2.5}l2.5 2.5l-2.5 2.5l-2.5-2.5z`} fill={colour} />;
}
