import type { UsageDay } from '@bizcard/shared/model';
import { ReadOnlyTableFrame, ScreenReaderOnly, Table } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { formatDay } from '../lib/format-day';
import { METRICS } from '../lib/metrics';

// Ninety rows scroll inside the section rather than stretch the page.
const Frame = styled(ReadOnlyTableFrame)`
  max-height: 360px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space(3)};
  tbody th {
    background: none;
    font-size: 14px;
    font-weight: 600;
    letter-spacing: normal;
    text-transform: none;
    color: inherit;
  }
`;

interface UsageTableProps {
  daily: readonly UsageDay[];
  caption: string;
  /** Beside the chart: read by screen readers, not shown, not in the Tab order. */
  offScreen?: boolean;
}

/** The chart's figures as a table: one row per day, oldest first. */
export function UsageTable({ daily, caption, offScreen = false }: UsageTableProps) {
  const table = (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {METRICS.map(({ key, label }) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {daily.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatDay(day.day)}</th>
            {METRICS.map(({ key }) => (
              <td key={key}>{day[key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return offScreen ? (
    <ScreenReaderOnly>{table}</ScreenReaderOnly>
  ) : (
    <Frame label={caption}>{table}</Frame>
  );
}
