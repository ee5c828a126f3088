import { Card, Muted } from '@bizcard/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Any unknown path, shown inside the admin frame (spec §2 "any other path"). */
export function NotFoundPage() {
  return (
    <Panel>
      <h1>Page not found</h1>
      <Muted>The page you are looking for does not exist or has moved.</Muted>
      <p>
        <Link to="/">Back to Dashboard</Link>
      </p>
    </Panel>
  );
}
