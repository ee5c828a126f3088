// Report days are UTC calendar days (YYYY-MM-DD): formatted in UTC so that no time zone moves
// a day onto its neighbour.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mar 1, 2025' */
export const formatDay = (day: string) => dayFormat.format(utcDay(day));

/** 'Mar 1', for chart axes. */
export const formatShortDay = (day: string) => shortFormat.format(utcDay(day));
