// SCIM tokens (issue 29 item 1, decision 054): the bearer tokens a tenant's directory (Okta,
// Microsoft Entra ID) provisions people with, made and revoked on the Provisioning page.
// Constants, messages and the wire types inferred from schemas/scim-tokens.ts.
import type * as z from 'zod/mini';
import type {
  scimTokenCreatedSchema,
  scimTokenListSchema,
  scimTokenRevokedSchema,
  scimTokenSchema,
} from '../schemas/scim-tokens';
import { NAME_REQUIRED } from './field-messages';

/** A token's name, as the table keeps it (1–100 characters). */
export const SCIM_TOKEN_NAME_MAX = 100;

/** Where the SCIM protocol answers, after the public address: `https://…/scim/v2`. */
export const SCIM_BASE_PATH = '/scim/v2';

export const SCIM_TOKEN_MESSAGES = {
  nameRequired: NAME_REQUIRED,
  nameTooLong: `Name must be at most ${SCIM_TOKEN_NAME_MAX} characters`,
  notFound: 'SCIM token not found',
} as const;

/** One token as the list shows it; the token itself is never sent again after its creation. */
export type ScimToken = z.output<typeof scimTokenSchema>;
/** GET /api/management/tenants/{tenantId}/scim-tokens. */
export type ScimTokenList = z.output<typeof scimTokenListSchema>;
/** POST /api/management/tenants/{tenantId}/scim-tokens: the token, shown this once. */
export type ScimTokenCreated = z.output<typeof scimTokenCreatedSchema>;
/** DELETE /api/management/tenants/{tenantId}/scim-tokens/{tokenId}. */
export type ScimTokenRevoked = z.output<typeof scimTokenRevokedSchema>;
