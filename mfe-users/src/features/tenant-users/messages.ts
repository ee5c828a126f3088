// The texts of spec §2 and §8 for the Tenant Users screen, in one place for every file here.

import { SELECT_CSV_FILE } from '@bizcard/shared/model';
import { COPY_FAILED } from '@bizcard/shared/ui';

export const MESSAGES = {
  selectTenant: 'Please select a tenant to view its users.',
  loadingUsers: 'Loading users...',
  loadingUser: 'Loading user details...',
  noUsers: (tenant: string) => `No users found for ${tenant}`,
  noMatch: (query: string) => `No users match "${query}"`,
  loadError: (message: string) => `Error: ${message}`,
  csvMessage: (message: string) => `CSV: ${message}`,
  loadUserFailed: 'Failed to load user details',
  templateDownloaded: 'CSV template download completed!',
  usersDownloaded: 'User CSV download completed!',
  templateDownloadFailed: 'Failed to download CSV template',
  usersDownloadFailed: 'Failed to download user CSV',
  emptyFile: 'Received empty or invalid file from server',
  notCsv: SELECT_CSV_FILE,
  // Spec §8's text, and the users the file left as they were when there are any.
  uploaded: (created: number, updated: number, unchanged = 0) =>
    `CSV uploaded successfully! ${created} users created, ${updated} users updated.` +
    (unchanged > 0 ? ` ${unchanged} unchanged.` : ''),
  uploadFailed: (message: string) => `Failed to upload CSV: ${message}`,
  copied: (label: string) => `${label} copied to clipboard!`,
  copyFailed: COPY_FAILED,
  userCreated: 'User created successfully!',
  userUpdated: 'User updated successfully!',
  summary: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} users`,
  userDeleted: 'User deleted successfully!',
} as const;

const users = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`;

/** Removing users and the bulk actions (issue 21). */
export const BULK_MESSAGES = {
  users,
  selected: (count: number) => `${users(count)} selected`,
  selectPage: 'Select all on this page',
  selectMatching: (count: number) => `Select all ${count.toLocaleString('en-US')} matching`,
  clear: 'Clear selection',
  deleteQuestion: (name: string, email: string) =>
    `Are you sure you want to delete ${name} (${email})? Their card will stop working and this cannot be undone.`,
  done: {
    deactivate: (count: number) => `${users(count)} deactivated.`,
    reactivate: (count: number) => `${users(count)} reactivated.`,
    delete: (count: number) => `${users(count)} deleted.`,
  },
  question: {
    deactivate: (count: number) =>
      `Deactivate ${users(count)}? Their cards stop working and they are signed out until reactivated.`,
    reactivate: (count: number) =>
      `Reactivate ${users(count)}? Their cards work again and they can sign in.`,
    delete: (count: number) =>
      `Delete ${users(count)}? Their cards stop working and this cannot be undone.`,
  },
  typeToConfirm: (word: string) => `Type ${word} to confirm`,
  linksMade: (count: number) =>
    `New registration links for ${users(count)}, valid for 7 days. Earlier links keep working.`,
  linksSkipped: (registered: number, inactive: number) => {
    const skipped = [
      registered > 0 ? `${users(registered)} already registered` : '',
      inactive > 0 ? `${users(inactive)} deactivated` : '',
    ];
    return `${skipped.filter(Boolean).join(' and ')}: no link.`;
  },
  linksCopied: (count: number) => `${count === 1 ? 'Link' : `${count} links`} copied to clipboard!`,
} as const;

/** Notice durations of spec §9. */
export const DURATIONS = { copy: 2000, toast: 3000, uploadResult: 5000 } as const;

/** A batch of cards made of the ticked users (issue 27; the Batches screen shows it). */
export const BATCH_FROM_USERS = {
  action: 'Create batch',
  creating: 'Creating...',
  nameLabel: 'Batch name',
  nameRequired: 'Batch name is required',
  question: (count: number) => `Create a batch of cards for ${users(count)}.`,
  created: (name: string, count: number) => `Batch '${name}' created with ${users(count)}.`,
  open: 'Open batch',
  path: (batchId: string) => `/tenants/batches/${encodeURIComponent(batchId)}`,
} as const;

/** The Edit User modal's card template (decision 056): by hand, or the tenant's rules. */
export const CARD_TEMPLATE = {
  label: 'Card template',
  automatic: (name: string | null) =>
    name ? `Automatic (by the rules: ${name})` : 'Automatic (by the rules)',
  hint: 'Chosen here, it comes before the rules by department or group.',
  saved: (name: string | null) => (name ? `Card uses ${name}.` : 'Card follows the rules.'),
} as const;
