import type { AuditEntry } from '@bizcard/shared/model';
import { ReadOnlyTableFrame, Table } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { formatLogTime } from '../lib/format-log-time';
import { MESSAGES } from '../messages';
import { LevelBadge } from './level-badge';

const Cells = styled(Table)`
  td {
    vertical-align: top;
  }
  td:first-child {
    white-space: nowrap;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
  }
`;

const NONE = '—';

interface LogTableProps {
  entries: readonly AuditEntry[];
  /** The view across tenants names each entry's tenant. */
  showTenant: boolean;
}

/** The entries of one page, newest first. */
export function LogTable({ entries, showTenant }: LogTableProps) {
  return (
    <ReadOnlyTableFrame label={MESSAGES.caption}>
      <Cells>
        <caption>{MESSAGES.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Level</th>
            {showTenant && <th scope="col">Tenant</th>}
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatLogTime(entry.at)}</time>
              </td>
              <td>
                <LevelBadge level={entry.level} />
              </td>
              {showTenant && <td>{entry.tenant_name ?? NONE}</td>}
              <td>{entry.actor ?? NONE}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.target ?? NONE}</td>
              <td>{entry.message}</td>
            </tr>
          ))}
        </tbody>
      </Cells>
    </ReadOnlyTableFrame>
  );
}
