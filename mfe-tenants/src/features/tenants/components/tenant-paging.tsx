import { Button, Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

interface TenantPagingProps {
  pageNumber: number;
  pageSize: number;
  shown: number;
  total: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

export const tenantsShown = (first: number, last: number, total: number) =>
  `Showing ${first}-${last} of ${total.toLocaleString('en-US')} tenants`;

/** 'Showing 25-48 of 10,000 tenants', Previous and Next; nothing when one page holds all. */
export function TenantPaging({ pageNumber, pageSize, shown, total, ...moves }: TenantPagingProps) {
  if (!moves.onPrevious && !moves.onNext) return null;
  const first = (pageNumber - 1) * pageSize + 1;
  return (
    <Nav aria-label="Tenant pages">
      <Muted aria-live="polite">{tenantsShown(first, first + shown - 1, total)}</Muted>
      <Buttons>
        <Button
          $variant="secondary"
          disabled={!moves.onPrevious}
          onClick={() => moves.onPrevious?.()}
        >
          Previous
        </Button>
        <Button $variant="secondary" disabled={!moves.onNext} onClick={() => moves.onNext?.()}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
