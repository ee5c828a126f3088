import styled from 'styled-components';
import { METRICS } from '../lib/metrics';
import { SeriesMarker } from './series-marker';
import { SERIES_STYLE } from './usage-chart';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  font-size: 13px;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Which line is which: a sample of each line's colour, pattern and marker, then its name. */
export function ChartLegend() {
  return (
    <List aria-label="Legend">
      {METRICS.map(({ key, label }) => (
        <Item key={key}>
          <svg width="28" height="14" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="7"
              y2="7"
              stroke={SERIES_STYLE[key].colour}
              strokeDasharray={SERIES_STYLE[key].dash}
              strokeWidth="2"
            />
            <SeriesMarker series={key} x={14} y={7} colour={SERIES_STYLE[key].colour} />
          </svg>
          {label}
        </Item>
      ))}
    </List>
  );
}
