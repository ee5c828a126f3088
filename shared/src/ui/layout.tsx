import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(5)};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

// A tenant's name can be one long word: it wraps rather than widen the page.
export const PageTitle = styled.h1`
  font-size: 24px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const EmptyState = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  padding: ${({ theme }) => theme.space(10)} 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Read by screen readers, not shown: a chart's figures as a table beside the chart. */
export const ScreenReaderOnly = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
