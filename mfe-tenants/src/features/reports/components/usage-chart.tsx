import type { CardCounts, UsageDay } from '@bizcard/shared/model';
import styled from 'styled-components';
import { axisTop } from '../lib/chart-scale';
import { formatShortDay } from '../lib/format-day';
import { METRICS } from '../lib/metrics';
import { SeriesMarker } from './series-marker';

// Drawing units of the viewBox; the SVG scales to its column's width.
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** At most this many markers a line: 90 days of them would run into each other. */
const MAX_MARKERS = 31;

/** Colour and line pattern per figure: pattern and marker tell the lines apart without colour. */
export const SERIES_STYLE: Record<keyof CardCounts, { colour: string; dash?: string }> = {
  views: { colour: '#0032A0' },
  saves: { colour: '#067647', dash: '8 4' },
  scans: { colour: '#B54708', dash: '2 4' },
};

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  font-size: 11px;
  fill: ${({ theme }) => theme.colors.muted};
`;

interface UsageChartProps {
  daily: readonly UsageDay[];
  /** The accessible name: what the chart shows, as a sentence. */
  label: string;
}

/** Daily views, saves and scans as three lines over the period (hand-written SVG). */
export function UsageChart({ daily, label }: UsageChartProps) {
  const top = axisTop(Math.max(...daily.flatMap((day) => METRICS.map(({ key }) => day[key]))));
  const x = (index: number) =>
    PAD.left + (daily.length > 1 ? (index * PLOT_W) / (daily.length - 1) : PLOT_W / 2);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const ticks = [0, top / 2, top];
  const labelled = [0, Math.floor((daily.length - 1) / 2), daily.length - 1];
  const every = Math.ceil(daily.length / MAX_MARKERS);
  const marked = daily.flatMap((day, index) => (index % every === 0 ? [{ day, index }] : []));

  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#E5E7EB" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {[...new Set(labelled)].map((index) => (
        <text
          key={index}
          x={x(index)}
          y={HEIGHT - 8}
          textAnchor={index === 0 ? 'start' : index === daily.length - 1 ? 'end' : 'middle'}
        >
          {formatShortDay(daily[index]!.day)}
        </text>
      ))}
      {METRICS.map(({ key }) => (
        <polyline
          key={key}
          data-series={key}
          points={daily.map((day, index) => `${x(index)},${y(day[key])}`).join(' ')}
          fill="none"
          stroke={SERIES_STYLE[key].colour}
          strokeDasharray={SERIES_STYLE[key].dash}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ))}
      {METRICS.map(({ key }) => (
        <g key={key}>
          {marked.map(({ day, index }) => (
            <SeriesMarker
              key={day.day}
              series={key}
              x={x(index)}
              y={y(day[key])}
              colour={SERIES_STYLE[key].colour}
            />
          ))}
        </g>
      ))}
    </Svg>
  );
}
