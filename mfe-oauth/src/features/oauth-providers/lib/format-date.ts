import { MESSAGES } from '../messages';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A stored ISO time as the table shows it; 'N/A' for an empty or unreadable one (spec §8). */
export const formatDate = (iso: string | null | undefined) => {
  const date = new Date(iso ?? '');
  return iso && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : MESSAGES.notAvailable;
};
