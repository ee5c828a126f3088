import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { MenuEntry } from '../routes/menu-entries';
import { NavLinkItem } from './nav-link-item';
import { TenantSubmenu } from './tenant-submenu';

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

interface TenantsMenuEntryProps {
  item: MenuEntry;
  /** The Tenants submenu's entries for the signed-in role. */
  pages: MenuEntry[];
}

/** The Tenants entry of the side menu, with a button that folds its submenu. */
export function TenantsMenuEntry({ item, pages }: TenantsMenuEntryProps) {
  const selectedTenantId = useSelectedTenantStore((state) => state.selectedTenant?.id);
  const submenuId = useId();
  const [open, setOpen] = useState(true);

  // Selecting a tenant is what makes its pages relevant: show them.
  useEffect(() => {
    if (selectedTenantId) setOpen(true);
  }, [selectedTenantId]);

  return (
    <>
      <TenantsRow>
        <NavLinkItem to={item.to} end>
          {item.label}
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
      {open ? <TenantSubmenu id={submenuId} items={pages} /> : null}
    </>
  );
}
