// Answers of the template routes besides the shared TEMPLATE_MESSAGES.
export const ONLY_SUPER_ADMINS = 'Only super admins can design card templates';
export { TENANT_NOT_FOUND } from '../../errors';
export const TENANT_REQUIRED = 'tenantId is required';
export const TEMPLATE_SAVED = 'Template saved successfully';
export const notJson = (field: string) => `${field} must be a JSON value`;
/** The OpenAPI document's group of the template routes. */
export const TEMPLATE_TAGS = ['Contact page template'];
