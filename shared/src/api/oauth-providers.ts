import type { OAuthCatalogueEntry, OAuthProviderConfig } from '../model/oauth-providers';
import {
  type OAuthProviderBody,
  oauthCatalogueResponseSchema,
  oauthProviderDeleteResponseSchema,
  oauthProviderListResponseSchema,
  oauthProviderSaveResponseSchema,
  type SsoStartRequest,
} from '../schemas/oauth-providers';
import {
  type OAuthSecretRotationBody,
  oauthSecretRotationReplySchema,
} from '../schemas/oauth-secret-rotation';
import { yourCardReplySchema } from '../schemas/self-serve-replies';
import { ssoStartReplySchema } from '../schemas/session-replies';
import { ApiError } from './api-error';
import { deleteJson, getJson, postJson, putJson } from './client';

// Read outside production only, as in auth.ts: the shell's start-up imports this module.
const replies =
  process.env.NODE_ENV === 'production'
    ? undefined
    : {
        providerList: oauthProviderListResponseSchema,
        catalogue: oauthCatalogueResponseSchema,
        providerSave: oauthProviderSaveResponseSchema,
        providerDelete: oauthProviderDeleteResponseSchema,
        secretRotation: oauthSecretRotationReplySchema,
        ssoStart: ssoStartReplySchema,
        yourCard: yourCardReplySchema,
      };

const BASE = '/api/management/oauth-providers';
const tenantPath = (tenantId: string) => `${BASE}/${encodeURIComponent(tenantId)}`;

/**
 * The tenant's configurations (spec §7); the client secret is never among them. A 404 means
 * none yet: spec §8 shows no message for it.
 */
export async function listOAuthProviders(
  tenantId: string,
  signal?: AbortSignal,
): Promise<OAuthProviderConfig[]> {
  try {
    return (await getJson(replies?.providerList, tenantPath(tenantId), { signal })).providers;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The API's provider catalogue; the screen falls back to OAUTH_CATALOGUE when it is empty. */
export const listAvailableOAuthProviders = async (
  signal?: AbortSignal,
): Promise<OAuthCatalogueEntry[]> =>
  (await getJson(replies?.catalogue, `${BASE}/available`, { signal })).data;

export const createOAuthProvider = (tenantId: string, body: OAuthProviderBody) =>
  postJson(replies?.providerSave, tenantPath(tenantId), body);

/** The edit modal's save: an empty client_secret keeps the stored one. */
export const updateOAuthProvider = (
  tenantId: string,
  providerName: string,
  body: OAuthProviderBody,
) =>
  putJson(
    replies?.providerSave,
    `${tenantPath(tenantId)}/${encodeURIComponent(providerName)}`,
    body,
  );

export const deleteOAuthProvider = (tenantId: string, providerName: string) =>
  deleteJson(
    replies?.providerDelete,
    `${tenantPath(tenantId)}/${encodeURIComponent(providerName)}`,
  );

/** Rotate Keys: the API checks the new secret with the provider where it can, then keeps it. */
export const rotateOAuthProviderSecret = (
  tenantId: string,
  providerName: string,
  body: OAuthSecretRotationBody,
) =>
  postJson(
    replies?.secretRotation,
    `${tenantPath(tenantId)}/${encodeURIComponent(providerName)}/rotate-secret`,
    body,
  );

/** Starts single sign-on; the caller sends the browser to `redirect_url`. */
export const startSso = (body: SsoStartRequest) =>
  postJson(replies?.ssoStart, '/api/auth/sso/start', body);

/** The signed-in end user's card and what their directory filled in. */
export const getYourCard = (signal?: AbortSignal) =>
  getJson(replies?.yourCard, '/api/self-serve/card', { signal });
