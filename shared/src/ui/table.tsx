import styled from 'styled-components';

/** The card a data table sits in; wide tables scroll sideways inside it. */
export const TableFrame = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A plain data table: muted upper-case headings, row dividers, hover highlight. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  caption {
    caption-side: bottom;
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    background: ${({ theme }) => theme.colors.background};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }

  tbody tr:last-child td {
    border-bottom: none;
  }
`;
