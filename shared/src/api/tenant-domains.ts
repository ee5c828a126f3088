import {
  type AddTenantDomainRequest,
  tenantDomainDeletedSchema,
  tenantDomainListSchema,
  tenantDomainReplySchema,
  tenantDomainVerifySchema,
} from '../schemas/tenant-domains';
import { deleteJson, getJson, postJson } from './client';

const domainsOf = (tenantId: string) =>
  `/api/management/tenants/${encodeURIComponent(tenantId)}/domains`;
const oneDomain = (tenantId: string, domainId: string) =>
  `${domainsOf(tenantId)}/${encodeURIComponent(domainId)}`;

/** A tenant's email domains for sign-on, in name order. */
export const listTenantDomains = (tenantId: string, signal?: AbortSignal) =>
  getJson(tenantDomainListSchema, domainsOf(tenantId), { signal });

/** Lists a domain, not yet verified; the reply carries the TXT record to publish. */
export const addTenantDomain = (tenantId: string, body: AddTenantDomainRequest) =>
  postJson(tenantDomainReplySchema, domainsOf(tenantId), body);

/** Looks up the domain's TXT records now; `verified` says whether the token was found. */
export const verifyTenantDomain = (tenantId: string, domainId: string) =>
  postJson(tenantDomainVerifySchema, `${oneDomain(tenantId, domainId)}/verify`, {});

export const removeTenantDomain = (tenantId: string, domainId: string) =>
  deleteJson(tenantDomainDeletedSchema, oneDomain(tenantId, domainId));
