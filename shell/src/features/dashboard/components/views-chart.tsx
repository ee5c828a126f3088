import type { UsageDay } from '@bizcard/shared/model';
import { ScreenReaderOnly } from '@bizcard/shared/ui';
import styled from 'styled-components';

const WIDTH = 300;
const HEIGHT = 80;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  figcaption {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** Card views per day as bars, the tallest day at full height, with its figures as a table. */
export function ViewsChart({ days }: { days: UsageDay[] }) {
  const most = Math.max(1, ...days.map((day) => day.views));
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {days.map((day, index) => {
          const height = (day.views / most) * HEIGHT;
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
            >
              <title>{`${day.day}: ${day.views} views`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>Card views per day, the last {days.length} days</figcaption>
      <ScreenReaderOnly as="table">
        <caption>Card views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{day.views}</td>
            </tr>
          ))}
        </tbody>
      </ScreenReaderOnly>
    </Figure>
  );
}
