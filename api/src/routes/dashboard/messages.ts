export const NO_TENANT_DASHBOARD = 'Access denied: your account is not assigned to a tenant.';
