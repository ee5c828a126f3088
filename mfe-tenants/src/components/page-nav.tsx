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
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;

interface PageNavProps {
  /** The navigation's accessible name, e.g. 'Log pages'. */
  label: string;
  /** What all pages hold, e.g. '123 entries'. */
  count: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The count, then Previous, 'Page N of M', Next: the paged tables' one pager. */
export function PageNav({ label, count, page, pages, onPage }: PageNavProps) {
  return (
    <Nav aria-label={label}>
      <Muted>{count}</Muted>
      <Buttons>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">{pageOf(page, pages)}</span>
        <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
