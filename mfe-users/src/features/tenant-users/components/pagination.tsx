import { Button } from '@bizcard/shared/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { pageWindow } from '../lib/page-window';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const PageButton = styled(Button)`
  min-width: 40px;
  padding-left: ${({ theme }) => theme.space(3)};
  padding-right: ${({ theme }) => theme.space(3)};
`;

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number, eventTime?: number) => void;
  /** Every button waits while the list is still arriving. */
  disabled?: boolean;
}

/** Previous, at most five page buttons that slide near the ends, Next. */
export const Pagination = memo(function Pagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
}: PaginationProps) {
  return (
    <Nav aria-label="Pagination">
      <Button
        $variant="secondary"
        disabled={disabled || page <= 1}
        onClick={(event) => onPageChange(page - 1, event.timeStamp)}
      >
        Previous
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <PageButton
          key={number}
          $variant={number === page ? 'primary' : 'secondary'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          disabled={disabled}
          onClick={(event) => onPageChange(number, event.timeStamp)}
        >
          {number}
        </PageButton>
      ))}
      <Button
        $variant="secondary"
        disabled={disabled || page >= totalPages}
        onClick={(event) => onPageChange(page + 1, event.timeStamp)}
      >
        Next
      </Button>
    </Nav>
  );
});
