import type { HideableCardFieldName } from '../model/card-visibility';
import { cardFieldsReplySchema, cardFieldsSavedSchema } from '../schemas/card-visibility';
import { getJson, patchJson } from './client';

const CARD_FIELDS = '/api/self-serve/card-fields';

/** The signed-in end user's filled card fields, each shown or hidden. */
export const getCardFields = (signal?: AbortSignal) =>
  getJson(cardFieldsReplySchema, CARD_FIELDS, { signal });

/** Shows or hides one field on the signed-in end user's card. */
export const setCardFieldShown = (field: HideableCardFieldName, shown: boolean) =>
  patchJson(cardFieldsSavedSchema, CARD_FIELDS, { field, shown });
