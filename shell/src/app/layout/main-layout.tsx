import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';
import { COMPACT_LAYOUT_QUERY } from './use-media-query';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 256px minmax(0, 1fr);
  @media ${COMPACT_LAYOUT_QUERY} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(8)};
  @media ${COMPACT_LAYOUT_QUERY} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** The signed-in admin frame: side menu, header, and the current page. */
export function MainLayout() {
  return (
    <Frame>
      <SideNav />
      <Column>
        <AppHeader />
        <Content>
          <Outlet />
        </Content>
      </Column>
    </Frame>
  );
}
