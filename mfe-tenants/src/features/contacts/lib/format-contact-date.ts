// Contacts carry ISO instants: shown as a day and time in the reader's own zone and locale.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 1, 2025, 9:12 AM' in the browser's time zone. */
export const formatContactDate = (at: string) => dateFormat.format(new Date(at));
