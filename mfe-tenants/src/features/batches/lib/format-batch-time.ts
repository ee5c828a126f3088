// Batches carry ISO instants: shown as a day in the reader's own time zone and locale.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Mar 1, 2025' in the browser's time zone. */
export const formatBatchDay = (at: string) => dayFormat.format(new Date(at));
