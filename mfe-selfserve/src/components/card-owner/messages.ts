// What a card's owner sees of their own card on the self-serve pages (decision 059).

export const CARD_FIGURES_TEXT = {
  title: 'Your card in the last 30 days',
  loading: 'Loading your card figures',
  loadFailed: 'Failed to load your card figures',
  views: 'Views',
  viewsHint: 'Times your card was opened',
  saves: 'Saves',
  savesHint: 'Contacts saved from your card',
  scans: 'Scans',
  scansHint: 'Visits from your QR code',
  taps: 'Taps',
  tapsHint: 'Visits from your NFC card',
  contacts: 'Contacts',
  contactsHint: 'People who sent you their details',
  period: (from: string, to: string) => `${from} to ${to} (UTC)`,
} as const;

export const OWN_PHOTO_TEXT = {
  title: 'Your photo',
  intro: 'Shown on your card and in its vCard instead of the default picture.',
  none: 'No photo of your own yet: your card shows the default picture.',
  alt: 'Your photo',
  choose: 'Upload photo',
  remove: 'Remove photo',
  sending: 'Uploading your photo',
  loadFailed: 'Failed to load your photo',
} as const;
