// The Contacts screen's texts (issue 28 item 1): the details card visitors sent to the tenant's
// card owners through the card page's 'Share your details' form.
import { CONTACT_PAGE_SIZE_DEFAULT } from '@bizcard/shared/model';

/** Contacts per page: the API's default. */
export const PAGE_SIZE = CONTACT_PAGE_SIZE_DEFAULT;

export const PAGE_TITLE = 'Contacts';

/** The file the export saves. */
export const EXPORT_FILE_NAME = 'contacts.csv';

export const MESSAGES = {
  selectTenant: 'Please select a tenant to view contacts.',
  loading: 'Loading contacts...',
  loadFailed: 'Failed to load contacts',
  empty: 'No contacts yet. Visitors who share their details on a card appear here.',
  noMatch: 'No contacts match this search.',
  searchPlaceholder: 'Name, email or company',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export contacts. Please try again.',
  caption: 'Contacts, newest first',
  deleteTitle: 'Delete Contact',
  deleted: (name: string) => `Contact ${name} deleted.`,
  count: (total: number) => `${total.toLocaleString()} ${total === 1 ? 'contact' : 'contacts'}`,
} as const;
