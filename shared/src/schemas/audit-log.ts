import * as z from 'zod/mini';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_EXPORT_FORMATS,
  AUDIT_LEVELS,
} from '../model/audit-log';
import { lazySchema } from './lazy-schema';
import { count, timestamp } from './reply-fields';

// The filters of GET /api/management/logs and its export, as they arrive in a query string:
// every value a string. The Logs screen checks its date range with the same rule and message.

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_SEARCH_MAX = 200;

export const AUDIT_LOG_MESSAGES = {
  tenantId: 'tenant_id must be a tenant id',
  level: `level must be one of ${AUDIT_LEVELS.join(', ')}`,
  search: `Search text must be at most ${AUDIT_SEARCH_MAX} characters`,
  searchNul: 'Search text must not contain NUL characters',
  searchOnce: 'Search text must be given once',
  from: 'The start date must be a date written YYYY-MM-DD',
  to: 'The end date must be a date written YYYY-MM-DD',
  dateRange: 'The start date must not be after the end date',
  page: 'page must be a whole number of at least 1',
  after: 'after must be the next value of an earlier page',
  pageSize: `page_size must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}`,
  format: `format must be one of ${AUDIT_EXPORT_FORMATS.join(', ')}`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar date written YYYY-MM-DD that exists (no 2024-02-30). */
export const isCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const text = (message: string) => z.string({ error: message });

const date = (message: string) =>
  z.optional(text(message).check(z.refine(isCalendarDate, { error: message })));

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      text(message).check(z.regex(/^\d{1,15}$/, message)),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => value >= min && value <= max, { error: message }));

/** The filters shared by the list and the export. */
const filters = {
  tenant_id: z.optional(
    z.pipe(
      text(AUDIT_LOG_MESSAGES.tenantId).check(z.regex(UUID, AUDIT_LOG_MESSAGES.tenantId)),
      z.transform((value) => value.toLowerCase()),
    ),
  ),
  level: z.optional(z.enum(AUDIT_LEVELS, { error: AUDIT_LOG_MESSAGES.level })),
  q: z.pipe(
    z.optional(
      text(AUDIT_LOG_MESSAGES.searchOnce).check(
        z.trim(),
        z.maxLength(AUDIT_SEARCH_MAX, AUDIT_LOG_MESSAGES.search),
        z.refine((value) => !value.includes('\u0000'), { error: AUDIT_LOG_MESSAGES.searchNul }),
      ),
    ),
    z.transform((value) => value || undefined),
  ),
  from: date(AUDIT_LOG_MESSAGES.from),
  to: date(AUDIT_LOG_MESSAGES.to),
};

/** From on or before to (both optional); YYYY-MM-DD strings compare as dates. */
export const isDateRangeInOrder = (range: { from?: string; to?: string }): boolean =>
  !range.from || !range.to || range.from <= range.to;

const dateRange = lazySchema(() =>
  z.refine<{ from?: string; to?: string }>(isDateRangeInOrder, {
    error: AUDIT_LOG_MESSAGES.dateRange,
    path: ['from'],
  }),
);

export const auditLogQuerySchema = lazySchema(() =>
  z
    .object({
      ...filters,
      page: z._default(wholeNumber(1, Number.MAX_SAFE_INTEGER, AUDIT_LOG_MESSAGES.page), 1),
      // The `next` of the page before: pages by keyset, as deep as the log goes, at one cost.
      after: z.optional(
        text(AUDIT_LOG_MESSAGES.after).check(z.maxLength(200, AUDIT_LOG_MESSAGES.after)),
      ),
      page_size: z._default(
        wholeNumber(1, AUDIT_PAGE_SIZE_MAX, AUDIT_LOG_MESSAGES.pageSize),
        AUDIT_PAGE_SIZE_DEFAULT,
      ),
    })
    .check(dateRange),
);

export const auditLogExportQuerySchema = lazySchema(() =>
  z
    .object({
      ...filters,
      format: z.enum(AUDIT_EXPORT_FORMATS, { error: AUDIT_LOG_MESSAGES.format }),
    })
    .check(dateRange),
);

export type AuditLogFilters = z.output<typeof auditLogExportQuerySchema>;
export type AuditLogListQuery = z.output<typeof auditLogQuerySchema>;

// The replies: one page of entries (the Dashboard lists the same entries).

export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: timestamp(),
    tenant_id: z.nullable(z.string()),
    tenant_name: z.nullable(z.string()),
    actor: z.nullable(z.string()),
    actor_kind: z.enum(AUDIT_ACTOR_KINDS),
    action: z.enum(AUDIT_ACTIONS),
    target: z.nullable(z.string()),
    level: z.enum(AUDIT_LEVELS),
    message: z.string(),
  }),
);

export const auditLogPageSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    entries: z.array(auditEntrySchema),
    /** Exact up to 10,000; past that the database's estimate, with `total_estimated`. */
    total: count(),
    total_estimated: z.optional(z.boolean()),
    page: z.int().check(z.gte(1)),
    page_size: z.int().check(z.gte(1)),
    /** Pass as `after` for the page after this one; null on the last page. */
    next: z.optional(z.nullable(z.string())),
  }),
);
