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

export const pageOf = (page: number, pages: number, about = false) =>
  `Page ${page} of ${about ? 'about ' : ''}${pages.toLocaleString('en')}`;

interface PageNavProps {
  /** The navigation's accessible name, e.g. 'Log pages'. */
  label: string;
  /** What all pages hold, e.g. '123 entries'. */
  count: string;
  page: number;
  pages: number;
  /** Whether `pages` comes from an estimated count: 'Page 3 of about 46,000'. */
  about?: boolean;
  /** Whether a page follows; by default, while `page` is below `pages`. */
  hasNext?: boolean;
  onPage: (page: number) => void;
}

/** The count, then Previous, 'Page N of M', Next: the paged tables' one pager. */
export function PageNav({ label, count, page, pages, about, hasNext, onPage }: PageNavProps) {
  return (
    <Nav aria-label={label}>
      <Muted>{count}</Muted>
      <Buttons>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">{pageOf(page, pages, about)}</span>
        <Button
          $variant="secondary"
          disabled={!(hasNext ?? page < pages)}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
