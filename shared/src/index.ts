// The curated entry of @bizcard/shared. Apps import the subpaths (`@bizcard/shared/api`, `/auth`,
// `/stores`, `/ui`, `/schemas`, `/model`, `/roles`) so each loads only what it uses.
export { isAdminRole, isClientAdmin, isSuperAdmin, normalizeRole, roleBadge } from './roles';
