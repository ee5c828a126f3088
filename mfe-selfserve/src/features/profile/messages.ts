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

/** The 'What your card shows' section: a 'Show on card' switch per filled detail (decision 058). */
export const CARD_DETAILS = {
  title: 'What your card shows',
  intro:
    'Choose which of your details visitors see on your card, in its vCard and in wallet passes. Your administrator still sees them all.',
  loading: 'Loading your card details...',
  loadFailed: 'Failed to load what your card shows',
  saveFailed: 'Failed to save what your card shows',
  showOnCard: 'Show on card',
  switchName: (label: string) => `Show ${label} on card`,
  alwaysShown: 'Always shown',
} as const;
