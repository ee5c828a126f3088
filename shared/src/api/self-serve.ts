import type { SelfServeUpdateRequest } from '../schemas/self-serve';
import { selfServeUpdateReplySchema, selfServeUserInfoSchema } from '../schemas/self-serve-replies';
import { getJson, putJson } from './client';

const USER_INFO = '/api/self-serve/user-info';

/** The signed-in end user's own contact and card (spec §7 "Self-service"). */
export const getSelfServeUserInfo = (tenantId: string | null, signal?: AbortSignal) =>
  getJson(selfServeUserInfoSchema, USER_INFO, {
    searchParams: tenantId ? { tenant_id: tenantId } : undefined,
    signal,
  });

export const updateSelfServeUserInfo = (body: SelfServeUpdateRequest) =>
  putJson(selfServeUpdateReplySchema, USER_INFO, body);
