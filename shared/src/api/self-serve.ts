import type { SelfServeUpdateResponse, SelfServeUserInfo } from '../model/self-serve';
import type { SelfServeUpdateRequest } from '../schemas/self-serve';
import { apiGet, apiPut } from './client';

const USER_INFO = '/api/self-serve/user-info';

/** The signed-in end user's own contact and card (spec §7 "Self-service"). */
export const getSelfServeUserInfo = (tenantId: string | null, signal?: AbortSignal) =>
  apiGet<SelfServeUserInfo>(USER_INFO, {
    searchParams: tenantId ? { tenant_id: tenantId } : undefined,
    signal,
  });

export const updateSelfServeUserInfo = (body: SelfServeUpdateRequest) =>
  apiPut<SelfServeUpdateResponse>(USER_INFO, body);
