import { useSessionStore } from '@bizcard/shared/stores';
import styled from 'styled-components';
import { audienceOf } from '../routes/audience';
import { menuEntries } from '../routes/menu-entries';
import { NavLinkItem } from './nav-link-item';
import { TenantsMenuEntry } from './tenants-menu-entry';

const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: 18px;
  font-weight: 700;
  letter-spacing: 0.01em;
`;

const Mark = styled.span`
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.secondary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: 14px;
  font-weight: 800;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The side menu of spec §2 "Shell", derived from the route table for the signed-in role. */
export function SideNav() {
  const audience = audienceOf(useSessionStore((state) => state.user?.role));
  return (
    <Aside>
      <Brand>
        <Mark aria-hidden="true">B</Mark>
        BizCard Admin
      </Brand>
      <nav aria-label="Main">
        <List>
          {menuEntries('top', audience).map((item) => (
            <li key={item.to}>
              {item.opens ? (
                <TenantsMenuEntry item={item} pages={menuEntries(item.opens, audience)} />
              ) : (
                <NavLinkItem to={item.to} end>
                  {item.label}
                </NavLinkItem>
              )}
            </li>
          ))}
        </List>
      </nav>
    </Aside>
  );
}
