import { isClientAdmin } from '@bizcard/shared/roles';
import { useSelectedTenantStore, useSessionStore } from '@bizcard/shared/stores';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_USERS_ITEM, TOP_ITEMS, visibleFor } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { TenantSubmenu } from './tenant-submenu';

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

const TenantsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  & > a { flex: 1; }
`;

const Expander = styled.button<{ $open: boolean }>`
  width: 32px;
  height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: rgba(255, 255, 255, 0.78);
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.08); color: #fff; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
  &::before {
    content: '';
    display: inline-block;
    width: 7px;
    height: 7px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'rotate(-45deg)')};
    transition: transform 0.15s ease;
  }
`;

/** The side menu of spec §2 "Shell"; client admins get Dashboard and a shorter Tenants menu. */
export function SideNav() {
  const role = useSessionStore((state) => state.user?.role);
  const selectedTenantId = useSelectedTenantStore((state) => state.selectedTenant?.id);
  const clientAdmin = isClientAdmin(role);
  const submenuId = useId();
  const [open, setOpen] = useState(true);

  // Selecting a tenant is what makes its pages relevant: show them.
  useEffect(() => {
    if (selectedTenantId) setOpen(true);
  }, [selectedTenantId]);

  return (
    <Aside>
      <Brand>
        <Mark aria-hidden="true">B</Mark>
        BizCard Admin
      </Brand>
      <nav aria-label="Main">
        <List>
          {TOP_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLinkItem to={item.to} end>
                {item.label}
              </NavLinkItem>
            </li>
          ))}
          <li>
            <TenantsRow>
              <NavLinkItem to="/tenants" end>
                Tenants
              </NavLinkItem>
              <Expander
                type="button"
                $open={open}
                aria-expanded={open}
                aria-controls={submenuId}
                aria-label={open ? 'Hide tenant pages' : 'Show tenant pages'}
                onClick={() => setOpen((value) => !value)}
              />
            </TenantsRow>
            {open ? <TenantSubmenu id={submenuId} clientAdmin={clientAdmin} /> : null}
          </li>
          {visibleFor([ADMIN_USERS_ITEM], clientAdmin).map((item) => (
            <li key={item.to}>
              <NavLinkItem to={item.to}>{item.label}</NavLinkItem>
            </li>
          ))}
        </List>
      </nav>
    </Aside>
  );
}
