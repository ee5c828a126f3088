import { END_USER_FIELDS, type EndUserField } from '@bizcard/shared/model';

// The fields that the card page and the vCard place by their registry entry's `card` use
// (shared model/end-user-fields.ts), in registry order. Those of use `layout` each have their
// own place in render-card.ts and vcard.ts.

type WithUse<U extends string> = Extract<EndUserField, { card: { use: U } }>;

const withUse = <U extends string>(use: U) =>
  END_USER_FIELDS.filter(
    (field): field is WithUse<U> => 'card' in field && field.card.use === use,
  ) as WithUse<U>[];

/** Contact information, with its card label and its vCard TEL property. */
export const PHONE_FIELDS = withUse('phone');

/** The social section's links, and the vCard's X-SOCIALPROFILE types. */
export const SOCIAL_FIELDS = withUse('social');

/** Labelled lines under contact information. */
export const DETAIL_FIELDS = withUse('detail');

/** The vCard's NOTE, one 'label: value' line each. */
export const NOTE_FIELDS = END_USER_FIELDS.filter((field): field is WithUse<'note' | 'detail'> => {
  const use: string | undefined = 'card' in field ? field.card.use : undefined;
  return use === 'note' || use === 'detail';
});
