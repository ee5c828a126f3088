import { Card, Muted, PageHeader, PageTitle } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { ChartPlaceholder } from './chart-placeholder';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  font-size: 18px;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const REPORTS = [
  { title: 'Usage Report', note: 'Card views and contact downloads over time.' },
  { title: 'Activity Summary', note: 'Sign-ins, profile updates and new users.' },
];

/** Spec §2 "Reports": two placeholder chart boxes; no data is loaded yet. */
export function ReportsPage() {
  return (
    <>
      <PageHeader>
        <PageTitle>Reports</PageTitle>
      </PageHeader>
      <Grid>
        {REPORTS.map((report) => (
          <Card as="section" key={report.title} aria-label={report.title}>
            <Title>{report.title}</Title>
            <Muted>{report.note}</Muted>
            <ChartPlaceholder />
          </Card>
        ))}
      </Grid>
    </>
  );
}
