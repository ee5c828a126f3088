import {
  type CreateScimTokenRequest,
  scimTokenCreatedSchema,
  scimTokenListSchema,
  scimTokenRevokedSchema,
} from '../schemas/scim-tokens';
import { deleteJson, getJson, postJson } from './client';

const scimTokens = (tenantId: string) =>
  `/api/management/tenants/${encodeURIComponent(tenantId)}/scim-tokens`;

/** The tenant's SCIM base URL and its tokens, newest first, revoked ones included. */
export const listScimTokens = (tenantId: string, signal?: AbortSignal) =>
  getJson(scimTokenListSchema, scimTokens(tenantId), { signal });

/** Makes a token; the reply carries its secret, which is never sent again. */
export const createScimToken = (tenantId: string, body: CreateScimTokenRequest) =>
  postJson(scimTokenCreatedSchema, scimTokens(tenantId), body);

/** Revokes a token: the directory's next request with it is refused. */
export const revokeScimToken = (tenantId: string, tokenId: string) =>
  deleteJson(scimTokenRevokedSchema, `${scimTokens(tenantId)}/${encodeURIComponent(tokenId)}`);
