const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of `date`, YYYY-MM-DD. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative), both YYYY-MM-DD. */
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
