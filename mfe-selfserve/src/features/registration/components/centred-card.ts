import { Card } from '@bizcard/shared/ui';
import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
`;

export const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space(8)};
`;

export const Title = styled.h1`
  font-size: 22px;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  flex-wrap: wrap;
`;
