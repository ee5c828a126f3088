import { registrationLinkReplySchema } from '../schemas/end-user-replies';
import type { RegistrationRequest } from '../schemas/self-serve';
import { registrationReplySchema, selfServeUserInfoSchema } from '../schemas/self-serve-replies';
import { getJson, postJson, putJson } from './client';

const USER_INFO = '/api/registration/self-serve/user-info';

export interface RegistrationLink {
  tenantId: string;
  userId: string;
  token: string;
}

/** The person a registration link is for; 403 without a valid link. */
export const getRegistrationUserInfo = (link: RegistrationLink, signal?: AbortSignal) =>
  getJson(selfServeUserInfoSchema, USER_INFO, {
    searchParams: { tenant_id: link.tenantId, user_id: link.userId, token: link.token },
    signal,
  });

export const completeRegistration = (body: RegistrationRequest) =>
  putJson(registrationReplySchema, USER_INFO, body);

/** An admin's link for a not-yet-registered user of a user-managed tenant. */
export const createRegistrationLink = (tenantId: string, userId: string) =>
  postJson(
    registrationLinkReplySchema,
    `/api/management/users/${encodeURIComponent(tenantId)}/${encodeURIComponent(userId)}/registration-link`,
    {},
  );
