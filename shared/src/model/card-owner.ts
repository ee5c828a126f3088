// What a card's owner sees of their own card (decision 059); types from schemas/card-owner.ts.
import type * as z from 'zod/mini';
import type { cardFiguresSchema, ownPhotoSchema } from '../schemas/card-owner';

/** The days a card owner's figures cover, ending today (UTC). */
export const CARD_FIGURES_DAYS = 30 as const;

export type CardFigures = z.output<typeof cardFiguresSchema>;
export type OwnPhoto = z.output<typeof ownPhotoSchema>;

/** What the API answers a card owner's photo change with. */
export const OWN_PHOTO_MESSAGES = {
  saved: 'Your photo was saved',
  removed: 'Your photo was removed',
} as const;
