// Tickets carry ISO instants: shown in the reader's own time zone and locale.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 1, 2025' in the browser's time zone: the table's Created. */
export const formatTicketDay = (at: string) => dayFormat.format(new Date(at));

/** 'Mar 1, 2025, 9:12 AM': when a reply was written or a change made. */
export const formatTicketTime = (at: string) => timeFormat.format(new Date(at));
