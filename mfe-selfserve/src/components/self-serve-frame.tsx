import { Button, PageTitle } from '@bizcard/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useScrollPadding } from '../hooks/use-scroll-padding';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  padding-bottom: 96px;
`;

const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
`;

interface SelfServeFrameProps {
  title: string;
  onLogout: () => void;
  children: ReactNode;
}

/** A signed-in end user's page: a sticky header with its title and Logout, then the page. */
export function SelfServeFrame({ title, onLogout, children }: SelfServeFrameProps) {
  const headerRef = useScrollPadding<HTMLElement>('top');
  return (
    <Page>
      <StickyHeader ref={headerRef}>
        <PageTitle>{title}</PageTitle>
        <Button $variant="secondary" onClick={onLogout}>
          Logout
        </Button>
      </StickyHeader>
      <Main>{children}</Main>
    </Page>
  );
}
