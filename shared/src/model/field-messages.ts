// What several forms and the API answer alike for a person's name, email and password (spec §5,
// §8): plain strings, so the field registry, the schemas and the screens take them from here.
/** A tenant's or a token's name (New Tenant, Provisioning). */
export const NAME_REQUIRED = 'Name is required';
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';
