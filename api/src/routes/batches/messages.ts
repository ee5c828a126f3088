// Answers of the batches routes besides the shared BATCH_MESSAGES.
export const ONLY_SUPER_ADMINS = 'Only super admins can manage batches';
export { TENANT_NOT_FOUND } from '../../errors';
export const TENANT_MISMATCH = 'tenant_id does not match the tenant in the address';
