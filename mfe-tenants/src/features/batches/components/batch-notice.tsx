import { Banner, ROWS_WITH_ERRORS } from '@bizcard/shared/ui';
import styled from 'styled-components';
import type { Notice } from '../lib/notice';

const Problems = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 14px;
`;

/** A notice as a banner; a refused upload lists its rows, as the Tenant Users upload does. */
export function BatchNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  const { rows } = notice;
  return (
    <Banner tone={notice.tone}>
      {notice.text}
      {rows && (
        <Problems aria-label={ROWS_WITH_ERRORS}>
          {rows.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Problems>
      )}
      {rows && rows.unlisted > 0 && <p>…and {rows.unlisted} more.</p>}
    </Banner>
  );
}
