import { Banner, Button, Card } from '@bizcard/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_PROBLEM, ReportProblemForm } from './report-problem-form';

const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Folded = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/**
 * An end user tells their tenant's admins something is wrong with their card: a ticket for the
 * tenant (issue 27). Folded into one button until asked for, so the profile stays first.
 */
export function ReportProblem() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  if (!open) {
    return (
      <Folded>
        {sent && <Banner tone="success">{sent}</Banner>}
        <Button $variant="secondary" onClick={() => setOpen(true)}>
          {REPORT_PROBLEM.title}
        </Button>
      </Folded>
    );
  }
  return (
    <Panel aria-labelledby="report-problem-title">
      <h2 id="report-problem-title">{REPORT_PROBLEM.title}</h2>
      <ReportProblemForm
        onSent={(message) => {
          setSent(message);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </Panel>
  );
}
