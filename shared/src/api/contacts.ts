import type { ContactListQuery } from '../model/contacts';
import {
  type ContactSettingsRequest,
  contactDeletedSchema,
  contactPageSchema,
  contactSettingsSchema,
  ownContactsSchema,
} from '../schemas/contacts';
import { apiGetBlob, deleteJson, getJson, putJson } from './client';

const CONTACTS = '/api/management/contacts';
const tenantContacts = (tenantId: string) => `${CONTACTS}/${encodeURIComponent(tenantId)}`;

/** The filters that are set, as query-string values. */
function searchParams(query: ContactListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** One page of a tenant's contacts, newest first; q searches name, email and company. */
export const listContacts = (
  tenantId: string,
  query: ContactListQuery = {},
  signal?: AbortSignal,
) =>
  getJson(contactPageSchema, tenantContacts(tenantId), {
    searchParams: searchParams(query),
    signal,
  });

/** Deletes one of the tenant's contacts. */
export const deleteContact = (tenantId: string, contactId: string) =>
  deleteJson(contactDeletedSchema, `${tenantContacts(tenantId)}/${encodeURIComponent(contactId)}`);

/** Every contact of the tenant as a CSV (UTF-8 with BOM), newest first. */
export const exportContacts = (tenantId: string) =>
  apiGetBlob(`${tenantContacts(tenantId)}/export.csv`, 120_000);

/** The tenant's retention (days) and consent wording. */
export const getContactSettings = (tenantId: string, signal?: AbortSignal) =>
  getJson(contactSettingsSchema, `${tenantContacts(tenantId)}/settings`, { signal });

export const saveContactSettings = (tenantId: string, body: ContactSettingsRequest) =>
  putJson(contactSettingsSchema, `${tenantContacts(tenantId)}/settings`, body);

/** The signed-in end user's own contacts, newest first. */
export const listOwnContacts = (signal?: AbortSignal) =>
  getJson(ownContactsSchema, '/api/self-serve/contacts', { signal });

export const deleteOwnContact = (contactId: string) =>
  deleteJson(contactDeletedSchema, `/api/self-serve/contacts/${encodeURIComponent(contactId)}`);
