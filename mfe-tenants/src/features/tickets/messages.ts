// The Support Tickets screens' texts (spec §2 "Support Tickets", issue 27), for every file here.
// Status and priority names are TICKET_STATUS_LABELS and TICKET_PRIORITY_LABELS in
// @bizcard/shared/model; the form's rules and their messages are the shared schemas'.
import { TICKET_PAGE_SIZE_DEFAULT } from '@bizcard/shared/model';

/** Tickets per page: the API's default. */
export const PAGE_SIZE = TICKET_PAGE_SIZE_DEFAULT;

export const PAGE_TITLE = 'Support Tickets';

export const MESSAGES = {
  selectTenant: 'Please select a tenant to view support tickets.',
  allTenants: 'All tenants',
  allStatuses: 'All statuses',
  allPriorities: 'All priorities',
  searchPlaceholder: 'Ticket ID or subject',
  loading: 'Loading tickets...',
  loadFailed: 'Failed to load tickets',
  empty: 'No tickets match these filters.',
  noTicketsYet: 'No tickets yet. Open one with New Ticket when something needs attention.',
  caption: 'Support tickets, newest first',
  tickets: (total: number) => `${total.toLocaleString()} ${total === 1 ? 'ticket' : 'tickets'}`,
} as const;

export const NEW_TICKET = {
  title: 'New Ticket',
  describe: 'What happened, and what did you expect?',
  failed: 'Failed to open the ticket',
  creating: 'Opening...',
  submit: 'Open Ticket',
} as const;

export const TICKET_PAGE = {
  loading: 'Loading the ticket...',
  loadFailed: 'Failed to load the ticket',
  back: 'Back to Support Tickets',
  conversation: 'Conversation',
  noReplies: 'No replies yet.',
  history: 'History',
  noHistory: 'No changes yet.',
  replyLabel: 'Your reply',
  sendReply: 'Send Reply',
  sending: 'Sending...',
  replyFailed: 'Failed to send the reply',
  statusLabel: 'Change status',
  updateStatus: 'Update Status',
  updating: 'Updating...',
  updateFailed: 'Failed to update the ticket',
  statusUpdated: 'Status updated.',
  replySent: 'Reply sent.',
} as const;
