import { Muted, PageHeader, PageTitle } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { StatCard } from './stat-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const PLACEHOLDER_CAPTION = 'Reporting arrives in a later release';

// Spec §2: four placeholder cards; the product has no reporting endpoint yet.
const CARDS = ['Total Tenants', 'Active Cards', 'Card Views (30 days)', 'Open Tickets'];

/** `/`: the landing page for super admins. */
export function DashboardPage() {
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>Dashboard</PageTitle>
          <Muted>An overview of your business-card programme.</Muted>
        </div>
      </PageHeader>
      <Grid>
        {CARDS.map((label) => (
          <StatCard key={label} label={label} caption={PLACEHOLDER_CAPTION} />
        ))}
      </Grid>
    </>
  );
}
