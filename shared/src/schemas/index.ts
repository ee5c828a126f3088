// Request schemas (zod/mini) that the API validates with and forms check before sending, the
// request types inferred from them, and the rules both sides apply. Wire shapes and constants
// are in `@bizcard/shared/model`; this entry does not repeat them.

export {
  adminUserListSchema,
  adminUserPathSchema,
  adminUserSchema,
} from './admin-user-replies';
export {
  type CreateAdminUserRequest,
  createAdminUserSchema,
  SUPER_ADMIN_NO_TENANT_HINT,
  type UpdateAdminUserRequest,
  updateAdminUserSchema,
} from './admin-users';
export {
  AUDIT_LOG_MESSAGES,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  type AuditLogFilters,
  type AuditLogListQuery,
  auditEntrySchema,
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  isCalendarDate,
  isDateRangeInOrder,
} from './audit-log';
export {
  callbackSchema,
  forgotPasswordSchema,
  type MagicLinkRequest,
  magicLinkRequestSchema,
  type PasswordLoginRequest,
  passwordLoginSchema,
  type ResetPasswordRequest,
  resetPasswordSchema,
  type SelfServeForgotPasswordRequest,
  type SelfServeLoginRequest,
  selfServeForgotPasswordSchema,
  selfServeLoginSchema,
} from './auth';
export {
  INVALID_QR_SHEET_PAPER,
  QR_SHEET_PAPERS,
  type QrSheetPaper,
  qrSheetQuerySchema,
} from './batch-qr-sheet';
export {
  batchCardPathSchema,
  batchCardSchema,
  batchDetailQuerySchema,
  batchDetailSchema,
  batchEncoderResultFormSchema,
  batchEncoderResultSchema,
  batchEncodingQuerySchema,
  batchFileKind,
  batchFromUsersSchema,
  batchListResponseSchema,
  batchPathSchema,
  batchRejectedRowSchema,
  batchRejectedSchema,
  batchRowErrorSchema,
  batchSchema,
  batchStatusChangeSchema,
  batchUploadFormSchema,
  batchUploadResultSchema,
  batchUserCountsSchema,
} from './batches';
export { cardFiguresSchema, ownPhotoSchema } from './card-owner';
export { cardPageSettingsSchema } from './card-page-settings';
export {
  type CardAddress,
  type CardDefaults,
  type CardPerson,
  type CardPhone,
  type CardSocialLink,
  cardPerson,
  placeholderValue,
} from './card-person';
export {
  type CardFieldUpdate,
  cardFieldsReplySchema,
  cardFieldsSavedSchema,
  cardFieldUpdateSchema,
  cardFieldVisibilitySchema,
} from './card-visibility';
export { cardAssetPathSchema, cardPageQuerySchema, cardPathSchema } from './cards';
export {
  REMOTE_LOAD_REPORT_MAX,
  type RemoteLoadReport,
  remoteLoadReportSchema,
} from './client-errors';
export { companyLogoSource, companyLogoUrl, type LogoSource } from './company-logo';
export * from './contacts';
export { AA_TEXT_CONTRAST, contrastRatio, readableTextOn } from './contrast';
export { dashboardFiguresSchema } from './dashboard';
export { type EndUserBulkRequest, endUserBulkSchema } from './end-user-bulk';
export {
  END_USER_LIST_PIECES,
  type EndUserListOutput,
  type EndUserListWriter,
  endUserListWriter,
  type FirstUsers,
  readEndUserList,
} from './end-user-list';
export {
  addressReplySchema,
  bulkRegistrationLinkSchema,
  csvRowErrorSchema,
  csvUploadAnswerSchema,
  csvUploadErrorReplySchema,
  csvUploadReplySchema,
  endUserBulkReplySchema,
  endUserDeleteReplySchema,
  endUserListSchema,
  endUserSchema,
  registrationLinkReplySchema,
  tenantUserPathSchema,
  tenantUsersPathSchema,
} from './end-user-replies';
export { type EndUserWrite, type EndUserWriteRequest, endUserWriteSchema } from './end-users';
export { type ErrorReply, errorReplySchema, messageReplySchema } from './error-reply';
// The email rule, for the API's batch rows; the first message per field and the length
// message, for forms.
export { EMAIL_MAX, emailAddress, fieldErrors, tooLongMessage } from './fields';
export {
  OAUTH_MESSAGES,
  type OAuthProviderBody,
  type OAuthProviderInput,
  oauthCatalogueEntrySchema,
  oauthCatalogueResponseSchema,
  oauthProviderBodySchema,
  oauthProviderConfigSchema,
  oauthProviderDeleteResponseSchema,
  oauthProviderListResponseSchema,
  oauthProviderParamsSchema,
  oauthProviderSaveResponseSchema,
  SAML_METADATA_MAX,
  type SsoStartRequest,
  samlAcsBodySchema,
  ssoStartSchema,
} from './oauth-providers';
export {
  type OAuthSecretRotationBody,
  type OAuthSecretRotationInput,
  oauthSecretRotationBodySchema,
  oauthSecretRotationReplySchema,
  type SecretRotationTarget,
  secretRotationFields,
  secretRotationProblem,
} from './oauth-secret-rotation';
export { tenantPathSchema } from './path-params';
export {
  activitySummarySchema,
  cardActivitySchema,
  cardCountsSchema,
  endUserWithoutCardSchema,
  INVALID_REPORT_PERIOD,
  reportQuerySchema,
  usageDaySchema,
  usageReportSchema,
} from './reports';
export * from './scim-tokens';
export {
  type RegistrationRequest,
  registrationSchema,
  SELF_SERVE_EDITABLE,
  type SelfServeUpdate,
  type SelfServeUpdateRequest,
  selfServeUpdateSchema,
} from './self-serve';
export {
  directoryFieldSchema,
  registrationLinkQuerySchema,
  registrationReplySchema,
  selfServeUpdateReplySchema,
  selfServeUserInfoSchema,
  yourCardReplySchema,
} from './self-serve-replies';
export {
  emptyReplySchema,
  healthReplySchema,
  outboxEntrySchema,
  outboxSchema,
  readyReplySchema,
} from './service-replies';
export {
  callbackReplySchema,
  currentUserSchema,
  magicLinkReplySchema,
  noBodySchema,
  passwordLoginReplySchema,
  selfServeLoginReplySchema,
  ssoCallbackQuerySchema,
  ssoStartReplySchema,
  validateReplySchema,
} from './session-replies';
export {
  type AddTicketReplyRequest,
  addTicketReplySchema,
  type CreateTicketRequest,
  createTicketSchema,
  type SelfServeTicketRequest,
  selfServeTicketCreatedSchema,
  selfServeTicketSchema,
  type TicketListFilters,
  ticketCreatedSchema,
  ticketDetailSchema,
  ticketHistoryEntrySchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPathSchema,
  ticketPersonSchema,
  ticketReplySchema,
  ticketSchema,
  type UpdateTicketRequest,
  updateTicketSchema,
} from './support-tickets';
export * from './template-assignments';
export { previewVCardFormSchema, templateSaveFormSchema } from './template-forms';
export {
  customSectionSchema,
  orderedSectionIds,
  readStoredTemplate,
  savedTemplateReplySchema,
  saveTemplateResponseSchema,
  TEMPLATE_TEXT_MAX,
  type TemplateFields,
  templateFieldsSchema,
  templateResponseSchema,
} from './templates';
export * from './tenant-domains';
export {
  type CreateTenantRequest,
  createTenantSchema,
  TENANT_LIST_MESSAGES,
  TENANT_PAGE_SIZE_MAX,
  TENANT_SEARCH_MAX,
  type TenantListQuery,
  tenantIdParamsSchema,
  tenantListQuerySchema,
  tenantListSchema,
  tenantSchema,
} from './tenants';
