import type { CurrentUser } from '@bizcard/shared/model';
import { useSessionStore } from '@bizcard/shared/stores';

/** Signs an admin in for a component test: a super admin, or a client admin of `tenantId`. */
export function signInAsAdmin(role: 'superAdmin' | 'clientAdmin', tenantId: string | null = null) {
  const user: CurrentUser = {
    id: 'u-1',
    email: `${role}@example.com`,
    first_name: 'Ada',
    last_name: 'Admin',
    role,
    tenant_id: tenantId,
    tenant: null,
    stytch_member_id: null,
    isSuperAdmin: role === 'superAdmin',
    isClientAdmin: role === 'clientAdmin',
  };
  useSessionStore.setState({ status: 'authenticated', user });
}
