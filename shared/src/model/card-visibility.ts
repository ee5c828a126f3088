// Which of their details an end user's card shows (issue 28 item 5, decision 058): the card
// page, its vCard, its wallet passes and its link preview leave out the fields the person
// hides. Admin views still show every field.
import type * as z from 'zod/mini';
import type {
  cardFieldsReplySchema,
  cardFieldsSavedSchema,
  cardFieldVisibilitySchema,
} from '../schemas/card-visibility';
import { END_USER_FIELDS, type EndUserField } from './end-user-fields';

/** Never hidden: who the card is for, and the address the tenant knows them by (decision 058). */
export const ALWAYS_SHOWN_CARD_FIELDS = ['first_name', 'last_name', 'email'] as const;
type AlwaysShown = (typeof ALWAYS_SHOWN_CARD_FIELDS)[number];

/** A field that the card shows (it has a `card` use in the registry). */
export type CardField = Extract<EndUserField, { card: object }>;
export type CardFieldName = CardField['wire'];
export type HideableCardField = Exclude<CardField, { wire: AlwaysShown }>;
export type HideableCardFieldName = HideableCardField['wire'];

/** Every registry field that a card shows, in the registry's order. */
export const CARD_FIELDS = END_USER_FIELDS.filter((field): field is CardField => 'card' in field);

const alwaysShown: readonly string[] = ALWAYS_SHOWN_CARD_FIELDS;

/** The fields an end user may leave off their card, in the registry's order. */
export const HIDEABLE_CARD_FIELDS = CARD_FIELDS.filter(
  (field): field is HideableCardField => !alwaysShown.includes(field.wire),
);

export const isHideableCardField = (name: string): name is HideableCardFieldName =>
  HIDEABLE_CARD_FIELDS.some((field) => field.wire === name);

export const CARD_VISIBILITY_MESSAGES = {
  shownSaved: (label: string) => `${label} is shown on your card.`,
  hiddenSaved: (label: string) => `${label} is hidden from your card.`,
  alwaysShown: 'Your name and email are always shown on your card',
  notOnCard: 'Only details that your card shows can be hidden',
  shownRequired: 'Say whether the detail is shown: true or false',
} as const;

/** One filled field of GET /api/self-serve/card-fields. */
export type CardFieldVisibility = z.output<typeof cardFieldVisibilitySchema>;
/** GET /api/self-serve/card-fields. */
export type CardFieldsReply = z.output<typeof cardFieldsReplySchema>;
/** PATCH /api/self-serve/card-fields. */
export type CardFieldsSaved = z.output<typeof cardFieldsSavedSchema>;
