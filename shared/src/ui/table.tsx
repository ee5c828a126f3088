import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The card a data table sits in; wide tables scroll sideways inside it, never the page.
 * `max-width: 100%` holds it to its column even inside a flex or grid item.
 */
export const TableFrame = styled.div`
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

interface ReadOnlyTableFrameProps {
  /** What the table holds, as screen readers announce the scrolling region. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a table without buttons or links: it takes the keyboard focus itself, so a
 * keyboard user can scroll it with the arrow keys when it is wider or taller than its space.
 */
export function ReadOnlyTableFrame({ label, className, children }: ReadOnlyTableFrameProps) {
  return (
    <TableFrame tabIndex={0} role="region" aria-label={label} className={className}>
      {children}
    </TableFrame>
  );
}

/**
 * Keeps a row's last cell, its actions, in view at the right edge while the other columns
 * scroll under it: on a phone, Edit and Delete need no sideways scroll.
 */
export const stickyActionsColumn = css`
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:last-child {
    z-index: 2;
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A plain data table: muted upper-case headings, row dividers, hover highlight. */
export const Table = styled.table<{ $stickyActions?: boolean }>`
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

  ${({ $stickyActions }) => ($stickyActions ? stickyActionsColumn : '')}
`;
