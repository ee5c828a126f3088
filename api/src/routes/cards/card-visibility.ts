import {
  CARD_FIELDS,
  type CardFieldVisibility,
  type HideableCardFieldName,
  isHideableCardField,
} from '@bizcard/shared/model';

// Which of a person's details their card shows (issue 28 item 5, decision 058). Every public
// writer (the card page and its link preview, the vCard, the wallet passes) reads the person
// through `withHiddenFieldsLeftOut`, so none of them can show a hidden field on its own.

/**
 * What decides whether a card shows a field: the person's own choice (end_users.
 * hidden_card_fields) and, when a template locks fields (issue 29), those locked fields: a
 * locked field is shown whatever the person chose and cannot be hidden by them.
 */
export interface CardFieldRules {
  hidden: readonly string[];
  locked?: readonly string[];
}

/** The fields the card leaves out: hidden by the person, hideable, and not locked. */
export function hiddenOnCard({
  hidden,
  locked = [],
}: CardFieldRules): ReadonlySet<HideableCardFieldName> {
  return new Set(hidden.filter(isHideableCardField).filter((name) => !locked.includes(name)));
}

/** Whether the person may hide (or show again) `field` themself. */
export const mayHide = (field: string, { locked = [] }: CardFieldRules) =>
  isHideableCardField(field) && !locked.includes(field);

type Values = Record<string, unknown>;

/** A value that the card reads as absent: no text, no address entries. */
const blank = (value: unknown) => (Array.isArray(value) ? [] : null);

/** The person as the public card shows them: every hidden field blank, everything else kept. */
export function withHiddenFieldsLeftOut<U extends object>(user: U, rules: CardFieldRules): U {
  const hidden = hiddenOnCard(rules);
  if (hidden.size === 0) return user;
  const shown = { ...user } as Values;
  for (const name of hidden) if (name in shown) shown[name] = blank(shown[name]);
  return shown as U;
}

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** The person's filled card fields, in the registry's order, each shown or hidden. */
export function cardFieldVisibility(user: Values, rules: CardFieldRules): CardFieldVisibility[] {
  const hidden = hiddenOnCard(rules);
  return CARD_FIELDS.filter((field) => isFilled(user[field.wire])).map((field) => ({
    field: field.wire,
    label: field.label,
    shown: !hidden.has(field.wire as HideableCardFieldName),
    can_hide: mayHide(field.wire, rules),
  }));
}
