import { EmptyState } from '@bizcard/shared/ui';
import styled from 'styled-components';
import type { LogLevel, LogLine } from '../sample-logs';

const List = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #111827;
  color: #e5e7eb;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  overflow-x: auto;
`;

const LEVEL_COLOURS: Record<LogLevel, string> = {
  Error: '#fca5a5',
  Warning: '#fcd34d',
  Info: '#93c5fd',
};

const Level = styled.span<{ $level: LogLevel }>`
  color: ${({ $level }) => LEVEL_COLOURS[$level]};
  font-weight: 700;
`;

const Line = styled.li`
  white-space: pre;
  line-height: 1.7;
`;

export function LogLines({ lines }: { lines: LogLine[] }) {
  if (lines.length === 0) return <EmptyState>No log lines at this level</EmptyState>;
  return (
    <List aria-label="Log lines">
      {lines.map((line) => (
        <Line key={`${line.time}-${line.message}`}>
          {line.time} <Level $level={line.level}>[{line.level.toUpperCase()}]</Level> {line.message}
        </Line>
      ))}
    </List>
  );
}
