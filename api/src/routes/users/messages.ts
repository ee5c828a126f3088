// Texts of the tenant end-user endpoints (the CSV import's are in user-import/messages.ts).

export { TENANT_NOT_FOUND } from '../../errors';
export const USER_NOT_FOUND = 'User not found';
export const OWN_TENANT_ONLY = 'Access denied: You can only manage users of your own tenant.';
export const DUPLICATE_EMAIL = 'A user with this email already exists in this tenant';
export const NUL_CHARACTER = 'Text must not contain NUL characters';

export const SELECT_PHOTO = 'Please choose a PNG or JPG photo';
