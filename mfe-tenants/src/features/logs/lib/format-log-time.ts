// Entries carry ISO instants: shown in the reader's own time zone and locale.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** 'Mar 1, 2025, 9:12:44 AM' in the browser's time zone. */
export const formatLogTime = (at: string) => timeFormat.format(new Date(at));
