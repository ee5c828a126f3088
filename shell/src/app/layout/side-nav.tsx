import { useSessionStore } from '@bizcard/shared/stores';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { audienceOf } from '../routes/audience';
import { menuEntries } from '../routes/menu-entries';
import { MenuButton } from './menu-button';
import { NavLinkItem } from './nav-link-item';
import { TenantsMenuEntry } from './tenants-menu-entry';
import { COMPACT_LAYOUT_QUERY, useMediaQuery } from './use-media-query';

const Aside = styled.aside`
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  @media ${COMPACT_LAYOUT_QUERY} {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
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

/**
 * The side menu of spec §2 "Shell", derived from the route table for the signed-in role.
 * On a small screen it folds behind a Menu button: closed at first and after each navigation,
 * so a page's content starts at the top of the screen.
 */
export function SideNav() {
  const audience = audienceOf(useSessionStore((state) => state.user?.role));
  const compact = useMediaQuery(COMPACT_LAYOUT_QUERY);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const topRow = useRef<HTMLDivElement>(null);
  // Every navigation gets a new key, even a link to the page already shown: whatever led
  // there (a link here, a button on the page, Back), the user is done with the menu.
  const { key: locationKey } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is the trigger, not an input.
  useEffect(() => setOpen(false), [locationKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!compact || !open || event.key !== 'Escape') return;
    setOpen(false);
    topRow.current?.querySelector('button')?.focus();
  };

  return (
    <Aside onKeyDown={onKeyDown}>
      <TopRow ref={topRow}>
        <Brand>
          <Mark aria-hidden="true">B</Mark>
          BizCard Admin
        </Brand>
        {compact && (
          <MenuButton open={open} controls={menuId} onToggle={() => setOpen((value) => !value)} />
        )}
      </TopRow>
      <nav id={menuId} aria-label="Main" hidden={compact && !open}>
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
