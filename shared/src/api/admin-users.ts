import type { AdminUser, AdminUserListResponse } from '../model/admin-users';
import type { CreateAdminUserRequest, UpdateAdminUserRequest } from '../schemas/admin-users';
import { apiDelete, apiGet, apiPost, apiPut } from './client';

const BASE = '/api/management/admin-users';

export const listAdminUsers = async (signal?: AbortSignal): Promise<AdminUser[]> =>
  (await apiGet<AdminUserListResponse>(BASE, { signal })).adminUsers;

export const createAdminUser = (body: CreateAdminUserRequest) => apiPost<AdminUser>(BASE, body);

export const updateAdminUser = (id: string, body: UpdateAdminUserRequest) =>
  apiPut<AdminUser>(`${BASE}/${encodeURIComponent(id)}`, body);

export const deleteAdminUser = (id: string) =>
  apiDelete<{ message: string }>(`${BASE}/${encodeURIComponent(id)}`);
