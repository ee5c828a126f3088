import { Banner, Button, Muted, PageHeader, PageTitle, Row, Select } from '@bizcard/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LOG_LEVELS, type LogLevel, SAMPLE_LOGS } from '../sample-logs';
import { exportLogLines } from './export-log-lines';
import { LogLines } from './log-lines';

const Toolbar = styled(Row)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  select {
    width: auto;
  }
`;

const FILTER_NOTICE = 'More filters will be available in a future update.';

/** Spec §2 "Logs": a level filter over sample lines, with Filter and Export buttons. */
export function LogsPage() {
  const selectId = useId();
  const [level, setLevel] = useState<LogLevel | ''>('');
  const [notice, setNotice] = useState<string | null>(null);
  const lines = level ? SAMPLE_LOGS.filter((line) => line.level === level) : SAMPLE_LOGS;

  return (
    <>
      <PageHeader>
        <PageTitle>Logs</PageTitle>
      </PageHeader>
      <Toolbar>
        <label htmlFor={selectId}>Level</label>
        <Select
          id={selectId}
          value={level}
          onChange={(event) => setLevel(event.target.value as LogLevel | '')}
        >
          <option value="">All Levels</option>
          {LOG_LEVELS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        <Button $variant="secondary" onClick={() => setNotice(FILTER_NOTICE)}>
          Filter
        </Button>
        <Button $variant="secondary" onClick={() => exportLogLines(lines)}>
          Export
        </Button>
      </Toolbar>
      {notice && <Banner tone="info">{notice}</Banner>}
      <Muted>Sample data: log lines are not loaded yet.</Muted>
      <LogLines lines={lines} />
    </>
  );
}
