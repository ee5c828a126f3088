import { Card } from '@bizcard/shared/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Title = styled.h2`
  font-size: 18px;
  font-weight: 700;
`;

interface ReportSectionProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One of the screen's two sections: a titled card, a landmark named by its title. */
export function ReportSection({ title, actions, children }: ReportSectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {actions}
      </Header>
      {children}
    </Card>
  );
}
