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

const storedSelectionOf = ({ id, name, tenant_type }: StoredTenantSelection) => ({
  id,
  name,
  tenant_type,
});

export const useSelectedTenantStore = create<SelectedTenantState>()((set) => ({
  // Filled by restoreSelectedTenant once someone is signed in.
  selectedTenant: null,
  selectTenant: (tenant) => {
    writeStoredSelection(storedSelectionOf(tenant));
    set({ selectedTenant: tenant });
  },
  clearTenant: () => {
    writeStoredSelection(null);
    set({ selectedTenant: null });
  },
}));

/**
 * Spec §4: the selection is restored on load, and a client admin always works inside their
 * own tenant. Storage says which tenant; its record is read again from the API. Someone
 * signed in who is not an admin has no selection: one left by an admin who closed the
 * browser without signing out is forgotten.
 */
export async function restoreSelectedTenant(user: CurrentUser | null): Promise<void> {
  const stored = loadStoredSelection();
  if (!user) return;
  const { selectedTenant, selectTenant, clearTenant } = useSelectedTenantStore.getState();
  if (!isAdminRole(user.role)) {
    if (stored || selectedTenant) clearTenant();
    return;
  }
  const wanted = isClientAdmin(user.role) ? user.tenant_id : stored?.id;
  if (!wanted || selectedTenant?.id === wanted) return;
  try {
    const tenant = await getTenant(wanted);
    if (tenant) selectTenant(tenant);
    else clearTenant();
  } catch (error) {
    // A tenant this admin may no longer open is forgotten; an unreachable API is not an answer.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearTenant();
    throw error;
  }
}

/**
 * The stored selection. Earlier builds stored the whole tenant record, database host and
 * secret ARN included: such an entry is rewritten down to id, name and type on first read.
 */
function loadStoredSelection(): StoredTenantSelection | null {
  let tenant: unknown = null;
  try {
    const stored = globalThis.localStorage?.getItem(SELECTED_TENANT_KEY);
    tenant = stored ? JSON.parse(stored) : null;
  } catch {
    // Unreadable storage or JSON: no selection.
  }
  if (!isStoredSelection(tenant)) {
    if (tenant !== null) writeStoredSelection(null);
    return null;
  }
  const selection = storedSelectionOf(tenant);
  const extra = Object.keys(tenant).some((key) => !Object.hasOwn(selection, key));
  if (extra) writeStoredSelection(selection);
  return selection;
}

const isStoredSelection = (value: unknown): value is StoredTenantSelection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredTenantSelection).id === 'string';

function writeStoredSelection(selection: StoredTenantSelection | null): void {
  try {
    if (selection) globalThis.localStorage?.setItem(SELECTED_TENANT_KEY, JSON.stringify(selection));
    else globalThis.localStorage?.removeItem(SELECTED_TENANT_KEY);
  } catch {
    // Storage can be full or disabled; the selection still holds for this page's life.
  }
}
