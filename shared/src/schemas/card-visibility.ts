import * as z from 'zod/mini';
import {
  ALWAYS_SHOWN_CARD_FIELDS,
  CARD_VISIBILITY_MESSAGES,
  type HideableCardFieldName,
  isHideableCardField,
} from '../model/card-visibility';
import { lazySchema } from './lazy-schema';

const alwaysShown: readonly string[] = ALWAYS_SHOWN_CARD_FIELDS;

/**
 * Body of PATCH /api/self-serve/card-fields: one field of the person's card shown or hidden.
 * The name and email are refused with their own message: the card always shows them.
 */
export const cardFieldUpdateSchema = lazySchema(() =>
  z.object({
    field: z.string({ error: CARD_VISIBILITY_MESSAGES.notOnCard }).check(
      z.refine((name) => !alwaysShown.includes(name), CARD_VISIBILITY_MESSAGES.alwaysShown),
      z.refine(
        (name) => alwaysShown.includes(name) || isHideableCardField(name),
        CARD_VISIBILITY_MESSAGES.notOnCard,
      ),
    ) as z.ZodMiniType<HideableCardFieldName, string>,
    shown: z.boolean({ error: CARD_VISIBILITY_MESSAGES.shownRequired }),
  }),
);
export type CardFieldUpdate = z.output<typeof cardFieldUpdateSchema>;

/** One of the person's filled card fields: whether the card shows it, whether they may hide it. */
export const cardFieldVisibilitySchema = lazySchema(() =>
  z.object({
    field: z.string(),
    label: z.string(),
    shown: z.boolean(),
    can_hide: z.boolean(),
  }),
);

/** GET /api/self-serve/card-fields: the filled card fields, in the registry's order. */
export const cardFieldsReplySchema = lazySchema(() =>
  z.object({ fields: z.array(cardFieldVisibilitySchema) }),
);

/** PATCH /api/self-serve/card-fields: what changed, and every field as it is now. */
export const cardFieldsSavedSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    fields: z.array(cardFieldVisibilitySchema),
  }),
);
