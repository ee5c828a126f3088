import { ADMIN_ROLE_LABELS } from './model/admin-users';

/** Role detection of spec §6: spaces removed, lowercased. */
export const normalizeRole = (role: string | null | undefined): string =>
  (role ?? '').replace(/\s+/g, '').toLowerCase();

export const isSuperAdmin = (role: string | null | undefined): boolean =>
  normalizeRole(role) === 'superadmin';

export const isClientAdmin = (role: string | null | undefined): boolean =>
  normalizeRole(role) === 'clientadmin';

/** Any admin role (super, client, or plain admin); everyone else is an end user. */
export const isAdminRole = (role: string | null | undefined): boolean =>
  isSuperAdmin(role) || isClientAdmin(role) || normalizeRole(role) === 'admin';

/** The header's role badge: Super Admin, Client Admin, the raw role, or 'User'. */
export function roleBadge(role: string | null | undefined): string {
  if (isSuperAdmin(role)) return ADMIN_ROLE_LABELS.superAdmin;
  if (isClientAdmin(role)) return ADMIN_ROLE_LABELS.clientAdmin;
  return role?.trim() ? role : 'User';
}
