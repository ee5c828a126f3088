import type { AdminUser } from '../model/admin-users';
import { adminUserListSchema, adminUserSchema } from '../schemas/admin-user-replies';
import type { CreateAdminUserRequest, UpdateAdminUserRequest } from '../schemas/admin-users';
import { messageReplySchema } from '../schemas/error-reply';
import { deleteJson, getJson, postJson, putJson } from './client';

const BASE = '/api/management/admin-users';

export const listAdminUsers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await getJson(adminUserListSchema, BASE, { signal })).adminUsers;

export const createAdminUser = (body: CreateAdminUserRequest) =>
  postJson(adminUserSchema, BASE, body);

export const updateAdminUser = (id: string, body: UpdateAdminUserRequest) =>
  putJson(adminUserSchema, `${BASE}/${encodeURIComponent(id)}`, body);

export const deleteAdminUser = (id: string) =>
  deleteJson(messageReplySchema, `${BASE}/${encodeURIComponent(id)}`);
