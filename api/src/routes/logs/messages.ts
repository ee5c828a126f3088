// Texts of the audit log endpoints; the filters' own messages live with their schema in shared.

export const OWN_TENANT_LOGS_ONLY = 'Access denied: You can only view the logs of your own tenant.';
export const NO_TENANT_LOGS =
  'Access denied: Your account belongs to no tenant, so it has no logs.';
export { TENANT_NOT_FOUND } from '../../errors';
