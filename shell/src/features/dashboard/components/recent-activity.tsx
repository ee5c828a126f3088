import type { AuditEntry } from '@bizcard/shared/model';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  time,
  .who {
    display: block;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

interface RecentActivityProps {
  entries: AuditEntry[];
  /** Names each entry's tenant (a super admin's Dashboard spans every tenant). */
  showTenant: boolean;
}

/** The latest audit-log entries, newest first, and the way to all of them. */
export function RecentActivity({ entries, showTenant }: RecentActivityProps) {
  return (
    <>
      {entries.length === 0 ? (
        <p>Nothing has been recorded yet.</p>
      ) : (
        <List>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{when(entry.at)} UTC</time>
              {entry.message}
              <span className="who">
                {[entry.actor, showTenant ? entry.tenant_name : null].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </List>
      )}
      <Link to="/tenants/logs">View all logs</Link>
    </>
  );
}
