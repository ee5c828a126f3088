import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { getTenant } from '../api/tenants';
import type { CurrentUser } from '../model/auth';
import type { Tenant } from '../model/tenants';
import { isAdminRole, isClientAdmin } from '../roles';

export const SELECTED_TENANT_KEY = 'selectedTenant';

/** What browser storage keeps of the selection: never the tenant's database settings. */
export type StoredTenantSelection = Pick<Tenant, 'id' | 'name' | 'tenant_type'>;

interface SelectedTenantState {
  selectedTenant: Tenant | null;
  selectTenant: (tenant: Tenant) => void;
  clearTenant: () => void;
}

export const useSelectedTenantStore = create<SelectedTenantState>()((set) => ({
  // Filled by restoreSelectedTenant once someone is signed in.
  selectedTenant: null,
  selectTenant: (tenant) => {
    const { id, name, tenant_type } = tenant;
    writeStoredSelection({ id, name, tenant_type });
    set({ selectedTenant: tenant });
  },
  clearTenant: () => {
    writeStoredSelection(null);
    set({ selectedTenant: null });
  },
}));

/**
 * Spec §4: the selection is restored on load, and a client admin always works inside their
 * own tenant. Storage says which tenant; its record is read again from the API.
 */
export async function restoreSelectedTenant(user: CurrentUser | null): Promise<void> {
  if (!user || !isAdminRole(user.role)) return;
  const wanted = isClientAdmin(user.role) ? user.tenant_id : readStoredSelection()?.id;
  const { selectedTenant, selectTenant, clearTenant } = useSelectedTenantStore.getState();
  if (!wanted || selectedTenant?.id === wanted) return;
  try {
    selectTenant(await getTenant(wanted));
  } catch (error) {
    // A tenant this admin may no longer open is forgotten; an unreachable API is not an answer.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearTenant();
    throw error;
  }
}

function readStoredSelection(): StoredTenantSelection | null {
  try {
    const stored = globalThis.localStorage?.getItem(SELECTED_TENANT_KEY);
    const tenant = stored ? JSON.parse(stored) : null;
    return tenant && typeof tenant.id === 'string' ? (tenant as StoredTenantSelection) : null;
  } catch {
    return null;
  }
}

function writeStoredSelection(selection: StoredTenantSelection | null): void {
  try {
    if (selection) globalThis.localStorage?.setItem(SELECTED_TENANT_KEY, JSON.stringify(selection));
    else globalThis.localStorage?.removeItem(SELECTED_TENANT_KEY);
  } catch {
    // Storage can be full or disabled; the selection still holds for this page's life.
  }
}
