import { Button, Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

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

interface ContactPagingProps {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** '42 contacts', then Previous, 'Page N of M', Next. */
export function ContactPaging({ page, pages, total, onPage }: ContactPagingProps) {
  return (
    <Nav aria-label="Contact pages">
      <Muted>{MESSAGES.count(total)}</Muted>
      <Buttons>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">{MESSAGES.pageOf(page, pages)}</span>
        <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}
