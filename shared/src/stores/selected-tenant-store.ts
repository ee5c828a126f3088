import { create } from 'zustand';
import { getTenant } from '../api/tenants';
import type { CurrentUser } from '../model/auth';
import type { Tenant } from '../model/tenants';
import { isClientAdmin } from '../roles';

export const SELECTED_TENANT_KEY = 'selectedTenant';

interface SelectedTenantState {
  selectedTenant: Tenant | null;
  selectTenant: (tenant: Tenant) => void;
  clearTenant: () => void;
}

export const useSelectedTenantStore = create<SelectedTenantState>()((set) => ({
  selectedTenant: readStoredTenant(),
  selectTenant: (tenant) => {
    writeStoredTenant(tenant);
    set({ selectedTenant: tenant });
  },
  clearTenant: () => {
    writeStoredTenant(null);
    set({ selectedTenant: null });
  },
}));

/** A client admin always works inside their own tenant: select it unless it already is. */
export async function selectOwnTenant(user: CurrentUser | null): Promise<void> {
  if (!user || !isClientAdmin(user.role) || !user.tenant_id) return;
  const { selectedTenant, selectTenant } = useSelectedTenantStore.getState();
  if (selectedTenant?.id === user.tenant_id) return;
  selectTenant(await getTenant(user.tenant_id));
}

function readStoredTenant(): Tenant | null {
  try {
    const stored = globalThis.localStorage?.getItem(SELECTED_TENANT_KEY);
    const tenant = stored ? JSON.parse(stored) : null;
    return tenant && typeof tenant.id === 'string' ? (tenant as Tenant) : null;
  } catch {
    return null;
  }
}

function writeStoredTenant(tenant: Tenant | null): void {
  try {
    if (tenant) globalThis.localStorage?.setItem(SELECTED_TENANT_KEY, JSON.stringify(tenant));
    else globalThis.localStorage?.removeItem(SELECTED_TENANT_KEY);
  } catch {
    // Storage can be full or disabled; the selection still holds for this page's life.
  }
}
