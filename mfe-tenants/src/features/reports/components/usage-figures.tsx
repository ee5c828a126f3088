import type { UsageReport } from '@bizcard/shared/model';
import { Button, Row } from '@bizcard/shared/ui';
import { useState } from 'react';
import { formatDay } from '../lib/format-day';
import { METRICS } from '../lib/metrics';
import { countOf, TEXT } from '../messages';
import { ChartLegend } from './chart-legend';
import { UsageChart } from './usage-chart';
import { UsageTable } from './usage-table';

/** 'Daily views, saves and scans, Mar 1, 2025 to Mar 30, 2025' */
const describe = (report: UsageReport) =>
  `Daily ${METRICS.map(({ label }) => label.toLowerCase())
    .join(', ')
    .replace(/, (?=[^,]*$)/, ' and ')}, ${formatDay(report.from)} to ${formatDay(report.to)}`;

/** The daily figures as a chart, or as a table for whoever prefers (or needs) the numbers. */
export function UsageFigures({ report }: { report: UsageReport }) {
  const [asTable, setAsTable] = useState(false);
  const title = describe(report);
  const totals = METRICS.map(({ key, unit }) => countOf(report.totals[key], unit));

  return (
    <>
      <Row>
        <Button $variant="secondary" onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? TEXT.showChart : TEXT.showTable}
        </Button>
      </Row>
      {asTable ? (
        <UsageTable daily={report.daily} caption={title} />
      ) : (
        <>
          <UsageChart daily={report.daily} label={`${title}: ${totals.join(', ')} in total.`} />
          <ChartLegend />
          <UsageTable daily={report.daily} caption={title} offScreen />
        </>
      )}
    </>
  );
}
