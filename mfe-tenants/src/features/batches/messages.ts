// The Batches screen's texts (spec §2 "Batches screen", issue 27), for every file here. Status
// names are BATCH_STATUS_LABELS in @bizcard/shared/model; the upload's own messages are
// BATCH_MESSAGES there, since the API gives them too.
import { BATCH_STATUS_LABELS, type BatchCardState, type BatchStatus } from '@bizcard/shared/model';

export const PAGE_TITLE = 'Batches';

/** The shell routes both addresses to this remote's BatchesPage. */
export const BATCHES_PATH = '/tenants/batches';
export const batchPath = (batchId: string) => `${BATCHES_PATH}/${encodeURIComponent(batchId)}`;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const MESSAGES = {
  selectTenant: 'Select a tenant on the Tenants page to upload a batch.',
  selectTenantForBatch: 'Please select the tenant of this batch first.',
  loading: 'Loading batches...',
  loadFailed: (message: string) => `Failed to load batches: ${message}`,
  empty: (tenant: string) => `${tenant} has no batches yet. Upload a file with New Batch.`,
  caption: (tenant: string) => `Card orders of ${tenant}, newest first`,
  unknownCreator: 'Unknown',
  open: (name: string) => `Open batch ${name}`,
  openShort: 'Open',

  loadingBatch: 'Loading batch...',
  loadBatchFailed: (message: string) => `Failed to load the batch: ${message}`,
  notFound: 'Batch not found.',
  backToBatches: 'Back to Batches',
  facts: 'About this batch',
  fromUsers: 'Selected users',
  toolbar: 'Batch actions',
  paper: 'QR sheet paper',
  awaitingOnly: 'Only cards awaiting a chip',
  encoderFile: 'Encoder result file',
  downloading: 'Downloading...',
  uploading: 'Uploading...',
  saving: 'Saving...',
  blocking: 'Blocking...',
  noPeople: 'This batch has no people.',
  cardsCaption: 'People and their cards, in file order',
  noChip: 'Not encoded',
  noCard: 'No card address',
  cardAction: (action: string, name: string) => `${action} of ${name}`,
  cardPages: 'Pages of cards',
  showingCards: (from: number, to: number, total: number) =>
    `Showing ${from.toLocaleString('en-US')}-${to.toLocaleString('en-US')} of ${count(total, 'card', 'cards')}`,

  uploaded: (name: string, people: number) =>
    `Batch '${name}' created with ${count(people, 'person', 'people')}.`,
  usersChanged: (created: number, updated: number, unchanged: number) =>
    `Tenant users: ${created} created, ${updated} updated` +
    (unchanged > 0 ? `, ${unchanged} unchanged.` : '.'),
  uploadFailed: (message: string) => `Failed to upload batch: ${message}`,
  downloadFailed: (message: string) => `Failed to download the file: ${message}`,
  encoderUploaded: (recorded: number) =>
    `Encoder result uploaded: ${count(recorded, 'chip', 'chips')} recorded.`,
  encoderFailed: (message: string) => `Failed to upload encoder result: ${message}`,
  statusChanged: (status: BatchStatus) =>
    `Batch marked as ${BATCH_STATUS_LABELS[status].toLowerCase()}.`,
  // A tap sends only the card URL, so the lost chip keeps opening the page (decision 047): the
  // block refuses its UID for any card recorded from then on.
  blockQuestion: (name: string) =>
    `Block the card of ${name}? Its chip UID will be refused for any card recorded from now on. ${name} keeps their card address and can be given a new card with Replace card.`,
  blocked: (name: string) => `Card of ${name} blocked.`,
  replaced: (name: string) =>
    `A new card for ${name} awaits encoding: it is in the next encoding file.`,
} as const;

/** The detail view's actions, named once for the buttons and their tests. */
export const ACTIONS = {
  encodingFile: 'Download encoding file',
  qrSheet: 'Download QR sheet',
  encoderResult: 'Upload encoder result',
  markReady: 'Mark as ready for encoding',
  markShipped: 'Mark as shipped',
  blockCard: 'Block card',
  replaceCard: 'Replace card',
} as const;

export const CARD_STATE_LABELS: Record<BatchCardState, string> = {
  active: 'Active',
  blocked: 'Blocked',
};

/** The label sheets the QR sheet is laid out for (the API's `paper`). */
export const PAPERS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
] as const;

export type Paper = (typeof PAPERS)[number]['value'];
