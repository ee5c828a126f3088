import { memo } from 'react';
import styled from 'styled-components';
import type { SortField } from '../lib/columns';
import type { SortDirection } from '../lib/user-index';

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
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
}

export const SortableHeader = memo(function SortableHeader({
  field,
  label,
  direction,
  onSort,
}: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <SortButton type="button" onClick={(event) => onSort(field, event.timeStamp)}>
        {label}
        {direction && <Arrow aria-hidden="true">{direction === 'asc' ? '▲' : '▼'}</Arrow>}
      </SortButton>
    </th>
  );
});
