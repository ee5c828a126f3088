import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 256px minmax(0, 1fr);
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space(8)};
  @media (max-width: 800px) {
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
