import { AUDIT_LEVEL_LABELS, type AuditLevel } from '@bizcard/shared/model';
import styled from 'styled-components';

// Warning has no colour of its own in the theme: amber that keeps 4.5:1 on its background.
const TONES: Record<AuditLevel, { fg: string; bg: string; border: string }> = {
  error: { fg: '#B42318', bg: '#FEF3F2', border: '#FECDCA' },
  warning: { fg: '#93370D', bg: '#FFFAEB', border: '#FEDF89' },
  info: { fg: '#175CD3', bg: '#EFF8FF', border: '#B2DDFF' },
};

const Badge = styled.span<{ $level: AuditLevel }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ $level }) => TONES[$level].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $level }) => TONES[$level].bg};
  color: ${({ $level }) => TONES[$level].fg};
  font-size: 12px;
  font-weight: 700;
`;

/** The level as a word in a coloured pill: the word carries it, the colour only helps. */
export function LevelBadge({ level }: { level: AuditLevel }) {
  return <Badge $level={level}>{AUDIT_LEVEL_LABELS[level]}</Badge>;
}
