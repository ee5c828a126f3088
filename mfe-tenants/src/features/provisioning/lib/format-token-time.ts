// Tokens carry ISO instants: shown as a day and time in the reader's own zone and locale.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 1, 2025, 9:12 AM' in the browser's time zone. */
export const formatTokenTime = (at: string) => timeFormat.format(new Date(at));
