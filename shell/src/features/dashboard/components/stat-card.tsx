import { Card } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Label = styled.h2`
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Value = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 32px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Caption = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Accent = styled.span`
  display: block;
  width: 32px;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

interface StatCardProps {
  label: string;
  /** The figure; a dash where the product has none to give (never a made-up number). */
  value: number | null;
  caption?: string;
}

/** One figure of the Dashboard, with what it is compared with. */
export function StatCard({ label, value, caption }: StatCardProps) {
  return (
    <Card>
      <Accent aria-hidden="true" />
      <Label>{label}</Label>
      <Value>{value === null ? '—' : value.toLocaleString('en-US')}</Value>
      {caption && <Caption>{caption}</Caption>}
    </Card>
  );
}
