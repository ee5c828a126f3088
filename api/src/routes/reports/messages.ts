export { TENANT_NOT_FOUND } from '../../errors';
export const OWN_TENANT_REPORTS_ONLY =
  'Access denied: You can only view the reports of your own tenant.';
