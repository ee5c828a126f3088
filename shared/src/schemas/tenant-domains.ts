// Verified domains for sign-on (issue 29 item 2, decision 055): the request and reply shapes
// of /api/management/tenants/{id}/domains.
import * as z from 'zod/mini';
import { normalizeDomain, TENANT_DOMAIN_MESSAGES } from '../model/tenant-domains';
import { lazySchema } from './lazy-schema';
import { timestamp } from './reply-fields';

/** POST /api/management/tenants/{id}/domains: the domain as typed; the reply has it normalised. */
export const addTenantDomainSchema = lazySchema(() =>
  z.object({
    domain: z.string({ error: TENANT_DOMAIN_MESSAGES.required }).check(
      z.superRefine((value, context) => {
        const checked = normalizeDomain(value);
        if (!checked.ok)
          context.addIssue({ code: 'custom', message: checked.message, input: value });
      }),
    ),
  }),
);
export type AddTenantDomainRequest = z.input<typeof addTenantDomainSchema>;

/** `/{id}/domains/{domainId}`: an unknown or malformed id answers 404 'Domain not found'. */
export const tenantDomainPathSchema = lazySchema(() =>
  z.object({ id: z.string(), domainId: z.string() }),
);

export const tenantDomainSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    tenant_id: z.string(),
    /** Lower-case, internationalised names as punycode (`xn--bcher-kva.example`). */
    domain: z.string(),
    /** The TXT record to publish at the domain: `bizcard-verification=<token>`. */
    txt_record: z.string(),
    verified_at: z.nullable(timestamp()),
    created_at: timestamp(),
    last_checked_at: z.nullable(timestamp()),
    /** Why the last check failed; null after a success or before any check. */
    last_error: z.nullable(z.string()),
  }),
);

/** GET: a tenant's domains in name order. */
export const tenantDomainListSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    domains: z.array(tenantDomainSchema),
  }),
);

/** POST …/domains (201) and POST …/{domainId}/verify: the domain as it now stands. */
export const tenantDomainReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    domain: tenantDomainSchema,
  }),
);

/** POST …/{domainId}/verify: `verified` says whether the record was found this time. */
export const tenantDomainVerifySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    verified: z.boolean(),
    domain: tenantDomainSchema,
  }),
);

export const tenantDomainDeletedSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    deleted: z.literal(1),
  }),
);
