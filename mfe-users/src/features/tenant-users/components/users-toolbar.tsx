import { Button, Input, Muted, Select } from '@bizcard/shared/ui';
import { type ChangeEvent, memo, useId } from 'react';
import styled from 'styled-components';
import { PAGE_SIZES } from '../lib/columns';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Search = styled(Input)`
  flex: 1 1 260px;
  width: auto;
  max-width: 420px;
`;

const PageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 14px;
  white-space: nowrap;
`;

const SizeSelect = styled(Select)`
  width: auto;
`;

const Summary = styled(Muted)`
  font-size: 14px;
  margin-left: auto;
`;

interface UsersToolbarProps {
  query: string;
  onQueryChange: (query: string, eventTime?: number) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  summary: string;
  onChooseColumns: () => void;
  /** Search and page size wait while the list is still arriving. */
  disabled: boolean;
}

export const UsersToolbar = memo(function UsersToolbar(props: UsersToolbarProps) {
  const sizeId = useId();
  const onSearch = (event: ChangeEvent<HTMLInputElement>) =>
    props.onQueryChange(event.target.value, event.timeStamp);

  return (
    <Bar>
      <Search
        type="search"
        aria-label="Search users"
        placeholder="Search by name, email, title, company or department"
        value={props.query}
        onChange={onSearch}
        disabled={props.disabled}
      />
      <PageSize>
        <SizeSelect
          id={sizeId}
          value={props.pageSize}
          disabled={props.disabled}
          onChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SizeSelect>
        <label htmlFor={sizeId}>per page</label>
      </PageSize>
      <Button $variant="secondary" onClick={props.onChooseColumns}>
        Columns
      </Button>
      <Summary aria-live="polite">{props.summary}</Summary>
    </Bar>
  );
});
