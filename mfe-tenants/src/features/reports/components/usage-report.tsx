import { REPORT_MESSAGES, type ReportPeriod, type UsageReport } from '@bizcard/shared/model';
import { Button, EmptyState, LoadFailed, Spinner, saveBlob } from '@bizcard/shared/ui';
import { useUsageReport } from '../hooks/use-usage-report';
import { hasUsage } from '../lib/metrics';
import { usageCsv, usageFileName } from '../lib/usage-csv';
import { SECTION_TITLES, TEXT } from '../messages';
import { FilteredVisits } from './filtered-visits';
import { ReportSection } from './report-section';
import { UsageFigures } from './usage-figures';
import { UsageTotals } from './usage-totals';

interface UsageReportProps {
  tenantId: string;
  tenantName: string;
  days: ReportPeriod;
}

const exportCsv = (report: UsageReport, tenantName: string) =>
  saveBlob(
    new Blob([usageCsv(report.daily)], { type: 'text/csv;charset=utf-8' }),
    usageFileName(tenantName, report.days),
  );

/** 'Usage Report': totals with their change, the daily chart (or table), and a CSV export. */
export function UsageReportSection({ tenantId, tenantName, days }: UsageReportProps) {
  const usage = useUsageReport(tenantId, days);
  const report = usage.status === 'ready' && hasUsage(usage.data.totals) ? usage.data : null;

  return (
    <ReportSection
      title={SECTION_TITLES.usage}
      actions={
        report && (
          <Button $variant="secondary" onClick={() => exportCsv(report, tenantName)}>
            {TEXT.exportCsv}
          </Button>
        )
      }
    >
      {usage.status === 'loading' && <Spinner label={TEXT.loadingUsage} />}
      {usage.status === 'error' && (
        <LoadFailed message={REPORT_MESSAGES.usageFailed} onRetry={usage.reload} />
      )}
      {usage.status === 'ready' && !report && <EmptyState>{REPORT_MESSAGES.noUsage}</EmptyState>}
      {report && (
        <>
          <UsageTotals totals={report.totals} previous={report.previous} days={report.days} />
          <UsageFigures report={report} />
        </>
      )}
      {usage.status === 'ready' && <FilteredVisits count={usage.data.filtered} />}
    </ReportSection>
  );
}
