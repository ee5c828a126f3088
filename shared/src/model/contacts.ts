// Contact exchange (issue 28 item 1, decision 053): a card visitor's details sent from the card
// page's 'Share your details' form, stored as a contact of the card's owner. Constants, messages
// and the wire types inferred from schemas/contacts.ts.
import type * as z from 'zod/mini';
import type {
  contactDeletedSchema,
  contactOwnerSchema,
  contactPageSchema,
  contactSchema,
  contactSettingsSchema,
  ownContactsSchema,
} from '../schemas/contacts';

export const CONTACT_NAME_MAX = 200;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 50;
export const CONTACT_COMPANY_MAX = 200;
export const CONTACT_NOTE_MAX = 2000;
export const CONTACT_SEARCH_MAX = 200;
export const CONTACT_CONSENT_TEXT_MAX = 500;
export const CONTACT_PAGE_SIZE_DEFAULT = 20;
export const CONTACT_PAGE_SIZE_MAX = 100;
export const CONTACTS_RETENTION_DAYS_DEFAULT = 365;
export const CONTACTS_RETENTION_DAYS_MIN = 1;
export const CONTACTS_RETENTION_DAYS_MAX = 3650;

/** The consent wording when the tenant has not written its own; `{owner}` is the card owner. */
export const DEFAULT_CONTACT_CONSENT_TEXT =
  'I agree that {owner} may store my details to contact me.';

/** The consent sentence for one card: the tenant's wording with the owner's name put in. */
export const contactConsentText = (wording: string | null | undefined, ownerName: string) =>
  (wording?.trim() || DEFAULT_CONTACT_CONSENT_TEXT).replaceAll('{owner}', ownerName);

export const CONTACT_MESSAGES = {
  nameRequired: 'Enter your name',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  email: 'Enter a valid email address',
  phone: `Phone must be at most ${CONTACT_PHONE_MAX} characters`,
  company: `Company must be at most ${CONTACT_COMPANY_MAX} characters`,
  note: `Note must be at most ${CONTACT_NOTE_MAX} characters`,
  consent: 'Tick the box to agree',
  search: `Search text must be at most ${CONTACT_SEARCH_MAX} characters`,
  owner: 'owner must be an end user id',
  page: 'page must be a whole number of at least 1',
  pageSize: `page_size must be a whole number from 1 to ${CONTACT_PAGE_SIZE_MAX}`,
  retentionDays: `Retention must be a whole number of days from ${CONTACTS_RETENTION_DAYS_MIN} to ${CONTACTS_RETENTION_DAYS_MAX}`,
  consentText: `Consent wording must be at most ${CONTACT_CONSENT_TEXT_MAX} characters`,
  notFound: 'Contact not found',
  tooMany: 'Too many submissions. Try again later.',
  tooFast: 'Please take a moment to fill in the form, then send it again.',
  expired: 'This form has expired. Please send it again.',
  sent: 'Thanks — your details were sent.',
} as const;

/** Query of GET /api/management/contacts/{tenantId}; every filter optional. */
export interface ContactListQuery {
  /** Searched in name, email and company. */
  q?: string;
  /** One card owner's contacts (an end user id). */
  owner?: string;
  page?: number;
  page_size?: number;
}

export type Contact = z.output<typeof contactSchema>;
export type ContactOwner = z.output<typeof contactOwnerSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;
export type OwnContacts = z.output<typeof ownContactsSchema>;
export type ContactDeleted = z.output<typeof contactDeletedSchema>;
export type ContactSettings = z.output<typeof contactSettingsSchema>;
