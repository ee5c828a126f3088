import { type CardCounts, periodComparison, type ReportPeriod } from '@bizcard/shared/model';
import styled from 'styled-components';
import { METRICS } from '../lib/metrics';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Total = styled.dd`
  font-size: 28px;
  font-weight: 700;
`;

const Change = styled.dd`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

interface UsageTotalsProps {
  totals: CardCounts;
  previous: CardCounts;
  days: ReportPeriod;
}

/** Each figure's total over the period, the period before's figure, and the change between. */
export function UsageTotals({ totals, previous, days }: UsageTotalsProps) {
  return (
    <List>
      {METRICS.map(({ key, label }) => (
        <Figure key={key} data-metric={key}>
          <dt>{label}</dt>
          <Total>{totals[key].toLocaleString()}</Total>
          <Change>{periodComparison(totals[key], previous[key], days)}</Change>
        </Figure>
      ))}
    </List>
  );
}
