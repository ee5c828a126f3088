// Contact exchange (issue 28 item 1, decision 053): the card page's form, the management and
// self-serve queries, and the replies the routes declare.
import * as z from 'zod/mini';
import {
  CONTACT_COMPANY_MAX,
  CONTACT_CONSENT_TEXT_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_NOTE_MAX,
  CONTACT_PAGE_SIZE_DEFAULT,
  CONTACT_PAGE_SIZE_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_SEARCH_MAX,
  CONTACTS_RETENTION_DAYS_MAX,
  CONTACTS_RETENTION_DAYS_MIN,
} from '../model/contacts';
import { lazySchema } from './lazy-schema';
import { count, timestamp } from './reply-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalText = (max: number, message: string) =>
  z.pipe(
    z._default(z.string({ error: message }), '').check(
      z.trim(),
      z.maxLength(max, message),
      z.refine((value) => !value.includes('\u0000'), { error: message }),
    ),
    z.transform((value) => value || null),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.string({ error: message }).check(z.regex(/^\d{1,15}$/, message)),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => value >= min && value <= max, { error: message }));

/**
 * POST /c/{slug}/contact (a form post): the visitor's details. Name is required, email when
 * given must be an address, and the consent box must be ticked ('on').
 */
export const contactFormSchema = lazySchema(() =>
  z.object({
    name: z._default(z.string({ error: CONTACT_MESSAGES.nameRequired }), '').check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.nameRequired),
      z.maxLength(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
      z.refine((value) => !value.includes('\u0000'), { error: CONTACT_MESSAGES.nameRequired }),
    ),
    email: z.pipe(
      optionalText(CONTACT_EMAIL_MAX, CONTACT_MESSAGES.email),
      z.nullable(z.string().check(z.regex(EMAIL, CONTACT_MESSAGES.email))),
    ),
    phone: optionalText(CONTACT_PHONE_MAX, CONTACT_MESSAGES.phone),
    company: optionalText(CONTACT_COMPANY_MAX, CONTACT_MESSAGES.company),
    note: optionalText(CONTACT_NOTE_MAX, CONTACT_MESSAGES.note),
    consent: z.literal('on', { error: CONTACT_MESSAGES.consent }),
  }),
);
export type ContactForm = z.output<typeof contactFormSchema>;

/** GET /api/management/contacts/{tenantId}: the filters as they arrive in a query string. */
export const contactListQuerySchema = lazySchema(() =>
  z.object({
    q: z.pipe(
      z.optional(
        z.string({ error: CONTACT_MESSAGES.search }).check(
          z.trim(),
          z.maxLength(CONTACT_SEARCH_MAX, CONTACT_MESSAGES.search),
          z.refine((value) => !value.includes('\u0000'), { error: CONTACT_MESSAGES.search }),
        ),
      ),
      z.transform((value) => value || undefined),
    ),
    owner: z.optional(
      z.string({ error: CONTACT_MESSAGES.owner }).check(z.regex(UUID, CONTACT_MESSAGES.owner)),
    ),
    page: z._default(wholeNumber(1, Number.MAX_SAFE_INTEGER, CONTACT_MESSAGES.page), 1),
    page_size: z._default(
      wholeNumber(1, CONTACT_PAGE_SIZE_MAX, CONTACT_MESSAGES.pageSize),
      CONTACT_PAGE_SIZE_DEFAULT,
    ),
  }),
);
export type ContactListFilters = z.output<typeof contactListQuerySchema>;

/** `/{tenantId}/{contactId}`: an unknown or malformed id answers 404 'Contact not found'. */
export const contactPathSchema = lazySchema(() =>
  z.object({ tenantId: z.string(), contactId: z.string() }),
);
/** `/api/self-serve/contacts/{contactId}`. */
export const ownContactPathSchema = lazySchema(() => z.object({ contactId: z.string() }));

/** PUT /api/management/contacts/{tenantId}/settings. */
export const contactSettingsBodySchema = lazySchema(() =>
  z.object({
    retention_days: z
      .int({ error: CONTACT_MESSAGES.retentionDays })
      .check(
        z.gte(CONTACTS_RETENTION_DAYS_MIN, CONTACT_MESSAGES.retentionDays),
        z.lte(CONTACTS_RETENTION_DAYS_MAX, CONTACT_MESSAGES.retentionDays),
      ),
    /** The consent sentence; `{owner}` stands for the card owner's name; null: the default. */
    consent_text: z.nullable(
      z
        .string({ error: CONTACT_MESSAGES.consentText })
        .check(z.maxLength(CONTACT_CONSENT_TEXT_MAX, CONTACT_MESSAGES.consentText)),
    ),
  }),
);
export type ContactSettingsRequest = z.input<typeof contactSettingsBodySchema>;

// The replies.

/** The card owner a contact was sent to. */
export const contactOwnerSchema = lazySchema(() =>
  z.object({
    end_user_id: z.string(),
    /** 'First Last', or the email when the owner has no name. */
    name: z.string(),
    email: z.string(),
  }),
);

export const contactSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    tenant_id: z.string(),
    owner: contactOwnerSchema,
    name: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    company: z.nullable(z.string()),
    note: z.nullable(z.string()),
    consent: z.boolean(),
    created_at: timestamp(),
  }),
);

/** GET /api/management/contacts/{tenantId}: newest first. */
export const contactPageSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    contacts: z.array(contactSchema),
    total: count(),
    page: z.int().check(z.gte(1)),
    page_size: z.int().check(z.gte(1)),
  }),
);

/** GET /api/self-serve/contacts: the signed-in end user's own contacts, newest first. */
export const ownContactsSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    contacts: z.array(contactSchema),
  }),
);

/** DELETE /api/management/contacts/{tenantId}/{contactId} and /api/self-serve/contacts/{id}. */
export const contactDeletedSchema = lazySchema(() =>
  z.object({ success: z.literal(true), deleted: z.literal(1) }),
);

/** GET and PUT /api/management/contacts/{tenantId}/settings. */
export const contactSettingsSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    retention_days: z.int(),
    /** The tenant's own wording, or null for the default. */
    consent_text: z.nullable(z.string()),
  }),
);
