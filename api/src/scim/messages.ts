// Texts of the SCIM protocol's error answers (the `detail` of RFC 7644 §3.12 error objects).

export { INTERNAL_ERROR } from '../errors';
export {
  DUPLICATE_EMAIL as EMAIL_TAKEN,
  USER_NOT_FOUND,
} from '../routes/users/messages';

export const TOKEN_REQUIRED = 'A valid SCIM bearer token is required';
export const GROUP_NOT_FOUND = 'Group not found';
export const RESOURCE_NOT_FOUND = 'No such SCIM resource';
export const USER_NAME_TAKEN = 'A user with this userName already exists in this tenant';
export const EXTERNAL_ID_TAKEN = 'A user with this externalId already exists in this tenant';
export const GROUP_NAME_TAKEN = 'A group with this displayName already exists in this tenant';
export const USER_NAME_REQUIRED = 'The userName attribute is required';
export const EMAIL_REQUIRED = 'The user needs an email: emails or an email userName';
export const DISPLAY_NAME_REQUIRED = 'The displayName attribute is required';
export const BODY_NOT_OBJECT = 'The request body must be a JSON object';
export const PATCH_OPERATIONS_REQUIRED = 'A PatchOp with at least one operation is required';

export const UNSUPPORTED_FILTER = 'This filter is not supported';
export const INVALID_PAGING = 'The startIndex and count must be whole numbers';
export const METHOD_NOT_SUPPORTED = 'This operation is not supported';
export const INVALID_PATCH_PATH = 'This PATCH operation or path is not supported';
