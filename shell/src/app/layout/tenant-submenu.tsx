import { useSelectedTenantStore } from '@bizcard/shared/stores';
import styled from 'styled-components';
import type { MenuEntry } from '../routes/menu-entries';
import { NavLinkItem } from './nav-link-item';

const Selected = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(1)} ${theme.space(5)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(196, 214, 0, 0.14);
  color: #fff;
  font-size: 13px;
  font-weight: 600;
`;

// The whole name, wrapped where it must: an ellipsis would hide which tenant is selected.
const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Clear = styled.button`
  flex: none;
  width: 22px;
  height: 22px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.16);
  color: #fff;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.3); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(1)} ${theme.space(8)}`};
  font-size: 13px;
  color: rgba(255, 255, 255, 0.55);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The Tenants submenu: the selected tenant with a clear button, then its pages. */
export function TenantSubmenu({ id, items }: { id: string; items: MenuEntry[] }) {
  const selectedTenant = useSelectedTenantStore((state) => state.selectedTenant);
  const clearTenant = useSelectedTenantStore((state) => state.clearTenant);

  if (!selectedTenant) {
    return (
      <div id={id}>
        <Hint>Select a tenant to see its pages.</Hint>
      </div>
    );
  }
  return (
    <div id={id}>
      <Selected>
        <Name title={selectedTenant.name}>{selectedTenant.name}</Name>
        <Clear type="button" aria-label="Clear selected tenant" onClick={clearTenant}>
          ×
        </Clear>
      </Selected>
      <List>
        {items.map((item) => (
          <li key={item.to}>
            <NavLinkItem to={item.to} $nested>
              {item.label}
            </NavLinkItem>
          </li>
        ))}
      </List>
    </div>
  );
}
