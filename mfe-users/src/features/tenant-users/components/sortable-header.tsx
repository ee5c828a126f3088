import { memo } from 'react';
import styled from 'styled-components';
import type { SortField } from '../lib/columns';
import type { SortDirection } from '../lib/user-index';

// The button fills its header cell, padding included: a press anywhere in the cell sorts.
const Cell = styled.th`
  && { padding: 0; }
`;

const SortButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: none;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  cursor: pointer;
  &:hover:enabled { color: ${({ theme }) => theme.colors.text}; }
  &:disabled { cursor: progress; }
  &:focus-visible { outline-offset: -2px; }
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface SortableHeaderProps {
  field: SortField;
  label: string;
  /** The sort direction when this column is the sorted one, else null. */
  direction: SortDirection | null;
  onSort: (field: SortField, eventTime?: number) => void;
  disabled?: boolean;
}

export const SortableHeader = memo(function SortableHeader({
  field,
  label,
  direction,
  onSort,
  disabled = false,
}: SortableHeaderProps) {
  return (
    <Cell scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <SortButton
        type="button"
        disabled={disabled}
        onClick={(event) => onSort(field, event.timeStamp)}
      >
        {label}
        {direction && <Arrow aria-hidden="true">{direction === 'asc' ? '▲' : '▼'}</Arrow>}
      </SortButton>
    </Cell>
  );
});
