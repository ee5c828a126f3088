// Wire shapes and constants: types and plain values only, no zod and no logic, so any app
// (the shell's start-up included) may import them. Rules that run live in `schemas`.
export {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminRole,
  type AdminUser,
  type AdminUserListResponse,
} from './admin-users';
export {
  type CallbackResponse,
  type CurrentUser,
  type MagicLinkResponse,
  type MessageResponse,
  type PasswordLoginResponse,
  type Role,
  SESSION_INFO_COOKIE,
  type SessionCookiePayload,
  type ValidateResponse,
} from './auth';
export {
  BATCH_FILE_ACCEPT,
  BATCH_MAX_ERRORS_LISTED,
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  BATCH_MESSAGES,
  type Batch,
  type BatchFileKind,
  type BatchListResponse,
  type BatchRowError,
  type BatchUploadResult,
} from './batches';
export {
  ADDRESS_FIELDS,
  type Address,
  type AddressKey,
  type CardUse,
  END_USER_FIELDS,
  END_USER_SECTIONS,
  type EndUserField,
  type EndUserFieldSpec,
  type EndUserFields,
  type EndUserFormName,
  type EndUserFormValues,
  type EndUserInput,
  type EndUserSection,
  type EndUserTextField,
  type EndUserTextFormName,
  type EndUserTextWireName,
  type EndUserWireName,
} from './end-user-fields';
export {
  type CsvRowError,
  type CsvUploadErrorResponse,
  type CsvUploadResponse,
  DEFAULT_ADDRESS_COUNTRY,
  DEFAULT_ADDRESSES,
  DEFAULT_END_USER_ROLE,
  END_USER_ROLES,
  type EndUser,
  type EndUserListResponse,
} from './end-users';
export {
  TENANT_TYPE_LABELS,
  TENANT_TYPES,
  type Tenant,
  type TenantListResponse,
  type TenantType,
} from './tenants';
