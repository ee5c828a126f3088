import type { EndUser } from '../model/end-users';
import type { EndUserBulkRequest } from '../schemas/end-user-bulk';
import { type FirstUsers, readEndUserList } from '../schemas/end-user-list';
import {
  csvUploadAnswerSchema,
  endUserBulkReplySchema,
  endUserDeleteReplySchema,
  endUserListSchema,
  endUserSchema,
} from '../schemas/end-user-replies';
import type { EndUserWriteRequest } from '../schemas/end-users';
import {
  apiGetBlob,
  apiGetResponse,
  deleteJson,
  getJson,
  postFormJson,
  postJson,
  putJson,
} from './client';

export type { FirstUsers };

const base = (tenantId: string) => `/api/management/users/${encodeURIComponent(tenantId)}`;

export const listEndUsers = async (tenantId: string, signal?: AbortSignal): Promise<EndUser[]> =>
  (await getJson(endUserListSchema, base(tenantId), { signal })).users;

/**
 * The same list read as it arrives: `onFirstUsers` gets the first users (enough for the
 * largest page, in the list's order: first name, last name) and the count of all of them
 * while the rest is on its way.
 */
export async function streamEndUsers(
  tenantId: string,
  { signal, onFirstUsers }: { signal?: AbortSignal; onFirstUsers?: (first: FirstUsers) => void },
): Promise<EndUser[]> {
  return readEndUserList(await apiGetResponse(base(tenantId), { signal }), onFirstUsers);
}

export const getEndUser = (tenantId: string, userId: string, signal?: AbortSignal) =>
  getJson(endUserSchema, `${base(tenantId)}/${encodeURIComponent(userId)}`, { signal });

export const createEndUser = (tenantId: string, body: EndUserWriteRequest) =>
  postJson(endUserSchema, base(tenantId), body);

export const updateEndUser = (tenantId: string, userId: string, body: EndUserWriteRequest) =>
  putJson(endUserSchema, `${base(tenantId)}/${encodeURIComponent(userId)}`, body);

/** Deletes the user with their photo, sessions and links; their card address answers 410. */
export const deleteEndUser = (tenantId: string, userId: string) =>
  deleteJson(endUserDeleteReplySchema, `${base(tenantId)}/${encodeURIComponent(userId)}`);

/** One bulk action on the users named by id, in one transaction; answers how many it changed. */
export const bulkEndUsers = (tenantId: string, body: EndUserBulkRequest) =>
  postJson(endUserBulkReplySchema, `${base(tenantId)}/bulk`, body);

export const downloadCsvTemplate = (tenantId: string) =>
  apiGetBlob(`${base(tenantId)}/csv/csv-template`);

export const downloadUsersCsv = (tenantId: string) =>
  apiGetBlob(`/api/management/users/csv/getCSV/${encodeURIComponent(tenantId)}`);

export function uploadUsersCsv(tenantId: string, file: File) {
  const form = new FormData();
  form.append('csvFile', file);
  return postFormJson(csvUploadAnswerSchema, `${base(tenantId)}/csv/csv-upload`, form);
}

const photoPath = (tenantId: string, userId: string) =>
  `${base(tenantId)}/${encodeURIComponent(userId)}/photo`;

/** Sets the user's own photo (PNG or JPEG, 5 MB at most); answers the user with its photo_url. */
export function uploadEndUserPhoto(tenantId: string, userId: string, file: File): Promise<EndUser> {
  const form = new FormData();
  form.append('photo', file);
  return postFormJson(endUserSchema, photoPath(tenantId, userId), form);
}

/** Removes the user's own photo: their card shows the template's again. */
export const removeEndUserPhoto = (tenantId: string, userId: string) =>
  deleteJson(endUserSchema, photoPath(tenantId, userId));
