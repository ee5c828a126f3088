import { cardFiguresSchema, ownPhotoSchema } from '../schemas/card-owner';
import { deleteJson, getJson, postFormJson } from './client';

const CARD = '/api/self-serve/card';

/** The signed-in end user's card figures over the last 30 days. */
export const getCardFigures = (signal?: AbortSignal) =>
  getJson(cardFiguresSchema, `${CARD}/figures`, { signal });

/** The signed-in end user's own photo, or null when their card shows the template's. */
export const getOwnPhoto = (signal?: AbortSignal) =>
  getJson(ownPhotoSchema, `${CARD}/photo`, { signal });

/** Sets the signed-in end user's photo (PNG or JPEG, 5 MB at most). */
export function uploadOwnPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  return postFormJson(ownPhotoSchema, `${CARD}/photo`, form);
}

/** Removes the signed-in end user's photo: their card shows the template's again. */
export const removeOwnPhoto = () => deleteJson(ownPhotoSchema, `${CARD}/photo`);
