// Answers of the admin-users routes; the UI shows them as they are.
export const ONLY_SUPER_ADMINS = 'Only super admins can manage admin users';
export const ADMIN_USER_NOT_FOUND = 'Admin user not found';
export const DUPLICATE_EMAIL = 'An admin user with this email already exists';
export { TENANT_NOT_FOUND } from '../../errors';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_DELETE_LAST_SUPER_ADMIN = 'The last super admin cannot be deleted';
export const CANNOT_DEMOTE_LAST_SUPER_ADMIN = 'The last super admin must keep the Super Admin role';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';
export const ADMIN_USER_DELETED = 'Admin user deleted successfully';
