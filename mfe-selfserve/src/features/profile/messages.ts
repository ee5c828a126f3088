import { SELF_SERVE_MESSAGES } from '@bizcard/shared/model';

/** The profile page's texts (spec §2 "Self-serve profile", §8 "Self-serve"). */
export const PROFILE_MESSAGES = {
  title: 'Update Your Information',
  loadFailed: 'Failed to load user information',
  updated: SELF_SERVE_MESSAGES.updated,
  updateFailed: 'Failed to update information',
  fixFields: 'Please correct the highlighted fields',
  /** Under a field the person's card template locks (decision 056). */
  managed: 'Managed by your company',
} as const;

/** The 'Your contacts' section: details card visitors sent to this person (issue 28). */
export const YOUR_CONTACTS = {
  title: 'Your contacts',
  intro: 'People who shared their details on your card.',
  loading: 'Loading your contacts...',
  loadFailed: 'Failed to load your contacts',
  empty: 'No contacts yet. Visitors who share their details on your card appear here.',
  deleteTitle: 'Delete Contact',
  deleted: (name: string) => `Contact ${name} deleted.`,
} as const;
