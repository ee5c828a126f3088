import { SELF_SERVE_MESSAGES } from '@bizcard/shared/model';

/** The profile page's texts (spec §2 "Self-serve profile", §8 "Self-serve"). */
export const PROFILE_MESSAGES = {
  title: 'Update Your Information',
  loadFailed: 'Failed to load user information',
  updated: SELF_SERVE_MESSAGES.updated,
  updateFailed: 'Failed to update information',
  fixFields: 'Please correct the highlighted fields',
} as const;
