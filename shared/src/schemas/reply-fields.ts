// Pieces the reply schemas share: how the API writes times, days and counts on the wire.
import * as z from 'zod/mini';

/** A moment, as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
export const timestamp = () => z.iso.datetime();

/** A calendar day, YYYY-MM-DD (UTC). */
export const calendarDay = () => z.iso.date();

/** A count of things: a whole number, never negative. */
export const count = () => z.int().check(z.gte(0));
