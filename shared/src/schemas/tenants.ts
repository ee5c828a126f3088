import * as z from 'zod/mini';
import { EMAIL_REQUIRED, INVALID_EMAIL, NAME_REQUIRED } from '../model/field-messages';
import { TENANT_TYPES } from '../model/tenants';
import { atMost, EMAIL_MAX, optionalText, requiredText } from './fields';
import { lazySchema } from './lazy-schema';

export const createTenantSchema = lazySchema(() =>
  z.object({
    name: requiredText(NAME_REQUIRED).check(atMost('Name', 200)),
    email: requiredText(EMAIL_REQUIRED).check(atMost('Email', EMAIL_MAX), z.email(INVALID_EMAIL)),
    tenant_type: z.enum(TENANT_TYPES, { error: 'Tenant type is required' }),
    address: optionalText(300, 'Address'),
    state: optionalText(100, 'State'),
    country: optionalText(100, 'Country'),
  }),
);

export type CreateTenantRequest = z.input<typeof createTenantSchema>;

/** A tenant as the API returns it. The database password never leaves the server. */
export const tenantSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** Slug of the name; sent as `x-tenant-name`. */
    tenant_name: z.string(),
    email: z.string(),
    address: z.nullable(z.string()),
    state: z.nullable(z.string()),
    country: z.nullable(z.string()),
    tenant_type: z.enum(TENANT_TYPES),
    stytch_org_id: z.nullable(z.string()),
    db_host: z.nullable(z.string()),
    db_name: z.nullable(z.string()),
    db_port: z.nullable(z.number()),
    db_username: z.nullable(z.string()),
    db_secret_arn: z.nullable(z.string()),
    /** Whether a database password is stored; the UI always shows it masked. */
    db_password_set: z.boolean(),
    created_at: z.string(),
  }),
);

/**
 * GET /api/management/tenants. Without `limit`, every tenant the admin reaches (spec §7);
 * with it, one page: `total` tenants match, and `next` fetches the page after (null: last).
 */
export const tenantListSchema = lazySchema(() =>
  z.object({
    tenants: z.array(tenantSchema),
    total: z.optional(z.int().check(z.gte(0))),
    next: z.optional(z.nullable(z.string())),
  }),
);

export const TENANT_PAGE_SIZE_MAX = 100;
export const TENANT_SEARCH_MAX = 100;
export const TENANT_LIST_MESSAGES = {
  search: `Search must be at most ${TENANT_SEARCH_MAX} characters`,
  limit: `limit must be a whole number from 1 to ${TENANT_PAGE_SIZE_MAX}`,
  after: 'after must be the next value of an earlier page',
  /** The search field's placeholder, wherever tenants are searched. */
  searchPlaceholder: 'Name, tenant ID or email',
} as const;

/** The list's query: a search over name, tenant id, email and id, and a page after `after`. */
export const tenantListQuerySchema = lazySchema(() =>
  z.object({
    q: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(TENANT_SEARCH_MAX, TENANT_LIST_MESSAGES.search),
          z.refine((value) => !value.includes('\u0000'), { error: TENANT_LIST_MESSAGES.search }),
        ),
      ),
      z.transform((value) => value || undefined),
    ),
    limit: z.optional(
      z
        .pipe(
          z.string().check(z.regex(/^\d{1,3}$/, TENANT_LIST_MESSAGES.limit)),
          z.transform(Number),
        )
        .check(
          z.refine((value) => value >= 1 && value <= TENANT_PAGE_SIZE_MAX, {
            error: TENANT_LIST_MESSAGES.limit,
          }),
        ),
    ),
    after: z.optional(z.string().check(z.maxLength(400, TENANT_LIST_MESSAGES.after))),
  }),
);

export type TenantListQuery = z.output<typeof tenantListQuerySchema>;

export const tenantIdParamsSchema = lazySchema(() => z.object({ id: z.string() }));
