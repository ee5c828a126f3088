import {
  DEFAULT_REPORT_PERIOD,
  REPORT_MESSAGES,
  REPORT_PERIODS,
  type ReportPeriod,
} from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { Muted, PageHeader, PageTitle, Row, Select, SelectTenantFirst } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PAGE_TITLE, periodLabel, TEXT } from '../messages';
import { ActivitySummarySection } from './activity-summary';
import { UsageReportSection } from './usage-report';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const PeriodChoice = styled(Row)`
  label {
    font-weight: 600;
  }
  select {
    width: auto;
  }
`;

function ReportsView({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const [days, setDays] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const periodId = useId();
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{PAGE_TITLE}</PageTitle>
          <Muted>{tenantName}</Muted>
        </div>
        <PeriodChoice>
          <label htmlFor={periodId}>{TEXT.period}</label>
          <Select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as ReportPeriod)}
          >
            {REPORT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {periodLabel(period)}
              </option>
            ))}
          </Select>
        </PeriodChoice>
      </PageHeader>
      <Stack>
        <UsageReportSection tenantId={tenantId} tenantName={tenantName} days={days} />
        <ActivitySummarySection tenantId={tenantId} days={days} />
      </Stack>
    </>
  );
}

/**
 * /tenants/reports: the selected tenant's card analytics (client admins have their own tenant
 * selected for them). One period choice serves both sections, so their figures agree.
 */
export function ReportsPage() {
  const tenant = useSelectedTenantStore((state) => state.selectedTenant);
  if (!tenant)
    return <SelectTenantFirst title={PAGE_TITLE} message={REPORT_MESSAGES.selectTenant} />;
  return <ReportsView key={tenant.id} tenantId={tenant.id} tenantName={tenant.name} />;
}
