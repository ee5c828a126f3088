import styled from 'styled-components';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  height: 200px;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Bars = styled.div`
  flex: 1;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.span<{ $height: number }>`
  flex: 1;
  height: ${({ $height }) => $height}%;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  background: ${({ theme }) => theme.colors.infoBorder};
`;

const Caption = styled.p`
  text-align: center;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

// Decorative heights: the shape of a chart, not data.
const HEIGHTS = [35, 55, 45, 70, 60, 85, 50];

export function ChartPlaceholder() {
  return (
    <Box>
      <Bars aria-hidden="true">
        {HEIGHTS.map((height, index) => (
          <Bar key={index} $height={height} />
        ))}
      </Bars>
      <Caption>Chart placeholder: no report data yet</Caption>
    </Box>
  );
}
