// What a card's owner sees of their own card on the self-serve page (issue 28 §5, decision
// 059): its figures over the last 30 days and their own photo.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

const count = lazySchema(() => z.int().check(z.nonnegative()));

/** GET /api/self-serve/card/figures: the signed-in end user's card over the last 30 days. */
export const cardFiguresSchema = lazySchema(() =>
  z.object({
    days: z.literal(30),
    /** The period's first and last UTC day, YYYY-MM-DD, both included. */
    from: z.string(),
    to: z.string(),
    /** Page visits, QR codes and NFC taps included. */
    views: count,
    /** vCard downloads. */
    saves: count,
    /** Visits from the card's QR code. */
    scans: count,
    /** Visits from the card's NFC chip. */
    taps: count,
    /** Details card visitors sent through the card's contact form. */
    contacts: count,
  }),
);

/** GET, POST (multipart `photo`) and DELETE /api/self-serve/card/photo: the card's own photo. */
export const ownPhotoSchema = lazySchema(() =>
  z.object({
    /** The photo as the card shows it, or null when the card shows the template's. */
    photo_url: z.nullable(z.string()),
    /** Set by a change: what happened, to show the person. */
    message: z.optional(z.string()),
  }),
);
