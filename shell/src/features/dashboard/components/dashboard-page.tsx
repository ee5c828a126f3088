import { getDashboard, useServerData } from '@bizcard/shared/api';
import { type DashboardFigures, periodComparison } from '@bizcard/shared/model';
import { Card, LoadFailed, Muted, PageHeader, PageTitle, Spinner } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { RecentActivity } from './recent-activity';
import { StatCard } from './stat-card';
import { ViewsChart } from './views-chart';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const SectionTitle = styled.h2`
  font-size: 16px;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export const LOAD_FAILED = 'The dashboard could not be loaded.';
/** Open Tickets counts every ticket not resolved or closed (OPEN_TICKET_STATUSES). */
export const TICKETS_CAPTION = 'Not yet resolved';

function Figures({ figures }: { figures: DashboardFigures }) {
  const days = figures.daily.length;
  const compared = (key: 'views' | 'saves') =>
    periodComparison(figures.totals[key], figures.previous[key], days);
  const ofTenant = figures.tenant !== null;
  return (
    <>
      <Grid>
        {!ofTenant && <StatCard label="Total Tenants" value={figures.tenants} />}
        <StatCard
          label="Active Cards"
          value={figures.active_cards}
          caption="People whose card page shows"
        />
        <StatCard
          label={`Card Views (${days} days)`}
          value={figures.totals.views}
          caption={compared('views')}
        />
        {ofTenant && (
          <StatCard
            label={`Contact Saves (${days} days)`}
            value={figures.totals.saves}
            caption={compared('saves')}
          />
        )}
        <StatCard label="Open Tickets" value={figures.open_tickets} caption={TICKETS_CAPTION} />
      </Grid>
      <Grid>
        <Card>
          <SectionTitle>Card views</SectionTitle>
          <ViewsChart days={figures.daily} />
        </Card>
        <Card>
          <SectionTitle>Recent activity</SectionTitle>
          <RecentActivity entries={figures.recent} showTenant={!ofTenant} />
        </Card>
      </Grid>
    </>
  );
}

/** `/`: the programme's figures: every tenant's for super admins, their own for client admins. */
export function DashboardPage() {
  const figures = useServerData((signal) => getDashboard(signal), []);
  const subtitle =
    figures.status === 'ready' && figures.data.tenant
      ? `${figures.data.tenant.name} at a glance.`
      : 'An overview of your business-card programme.';
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>Dashboard</PageTitle>
          <Muted>{subtitle}</Muted>
        </div>
      </PageHeader>
      {figures.status === 'loading' && <Spinner label="Loading the dashboard" />}
      {figures.status === 'error' && <LoadFailed message={LOAD_FAILED} onRetry={figures.reload} />}
      {figures.status === 'ready' && <Figures figures={figures.data} />}
    </>
  );
}
