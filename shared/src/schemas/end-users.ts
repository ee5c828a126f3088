import * as z from 'zod/mini';
import {
  ADDRESS_FIELDS,
  type AddressKey,
  END_USER_FIELDS,
  type EndUserField,
  type EndUserFieldSpec,
  type EndUserFields,
  type EndUserSwitchWireName,
} from '../model/end-user-fields';
import { DEFAULT_ADDRESS_COUNTRY, DEFAULT_END_USER_ROLE, END_USER_ROLES } from '../model/end-users';
import { INVALID_EMAIL } from '../model/field-messages';
import { atMost, optionalText, requiredText } from './fields';
import { lazySchema } from './lazy-schema';

// The write schema is built from the field registry (model/end-user-fields.ts): one rule per
// field, chosen by its input kind, with its length limit and its messages.

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
const DEFAULT_TEXT_MAX = 500;

// The shape of a phone number: digits with the usual punctuation, an optional extension
// (';ext=12' is how numbers are stored, docs/decisions/034). Whether the number exists in the
// tenant's country is the API's check (libphonenumber-js, too heavy for every form); this
// one refuses 'abc' before anything is sent.
const PHONE_SHAPE = /^\+?[\d\s().\-/]+?(?:\s*(?:;ext=|ext\.?|x|#)\s*\d{1,6})?$/i;
const looksLikePhone = (value: string) => {
  if (!PHONE_SHAPE.test(value)) return false;
  const digits = value.replace(/(?:ext\.?|x|#).*$/i, '').replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

const orList = (words: readonly string[]) =>
  `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

const addressPart = (label: string, max: number, fallback: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), atMost(label, max)))),
    z.transform((value) => value || fallback),
  );

const FALLBACK: Partial<Record<AddressKey, string>> = {
  type: 'home',
  country: DEFAULT_ADDRESS_COUNTRY,
};

export const addressSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(
      ADDRESS_FIELDS.map(({ key, label, max }) => [
        key,
        addressPart(label, max, FALLBACK[key] ?? ''),
      ]),
    ),
  ),
);

function textRule({ label, input, required, max = DEFAULT_TEXT_MAX }: EndUserFieldSpec) {
  if (required) {
    const text = requiredText(required).check(atMost(label, max));
    return input === 'email' ? text.check(z.email(INVALID_EMAIL), z.toLowerCase()) : text;
  }
  if (input === 'tel') {
    return optionalText(max, label).check(
      z.refine(
        (value) => value === null || looksLikePhone(value),
        `${label} is not a valid phone number`,
      ),
    );
  }
  if (input !== 'url') return optionalText(max, label);
  return optionalText(max, label).check(
    z.refine(
      (value) => value === null || WEB_ADDRESS.test(value),
      `${label} must be a web address starting with http:// or https://`,
    ),
  );
}

// What a CSV cell may say for on and off, case-insensitively (a form sends a boolean).
const SWITCH_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  active: true,
  false: false,
  no: false,
  '0': false,
  inactive: false,
};

/** On, off, null when blank or absent, undefined when it is neither. */
function switchValue(value: boolean | string | null | undefined): boolean | null | undefined {
  if (typeof value === 'boolean') return value;
  const word = value?.trim().toLowerCase() ?? '';
  return word === '' ? null : SWITCH_WORDS[word];
}

/**
 * A switch left out is null: a new user is then on, an existing one keeps its value (the
 * API's writes coalesce it), so a CSV without the column or with a blank cell changes nothing.
 */
const switchRule = (label: string) =>
  z.pipe(
    z
      .optional(z.nullable(z.union([z.boolean(), z.string()])))
      .check(
        z.refine(
          (value) => switchValue(value) !== undefined,
          `${label} must be true or false (yes / no, 1 / 0, active / inactive)`,
        ),
      ),
    z.transform((value) => switchValue(value) ?? null),
  );

/** One field's rule, chosen by its input kind; the self-serve schema uses the same rules. */
export function endUserFieldRule(field: EndUserFieldSpec) {
  if (field.input === 'switch') return switchRule(field.label);
  if (field.input === 'choice') {
    const error = `${field.label} must be ${orList(END_USER_ROLES)}`;
    return z._default(z.enum(END_USER_ROLES, { error }), DEFAULT_END_USER_ROLE);
  }
  if (field.input === 'addresses') {
    const max = field.max ?? 10;
    const tooMany = `${field.label} must be at most ${max} entries`;
    return z._default(z.array(addressSchema).check(z.maxLength(max, tooMany)), []);
  }
  return textRule(field);
}

type AddressInput = Partial<Record<AddressKey, string | null>>;
type InputOf<F> = F extends { input: 'addresses' }
  ? AddressInput[]
  : F extends { input: 'switch' }
    ? boolean | string | null
    : F extends { input: 'choice' }
      ? string
      : string | null;
type RequiredField = Extract<EndUserField, { required: string }>;

/**
 * The tenant's identity-provider organisation, which spec §3 has the UI pass along on user
 * writes. The API checks it and then ignores it: the tenant row already holds it, and the
 * server takes a tenant's identity from its own records, never from a request body; a copy
 * per user would only drift when the tenant's organisation changes.
 */
const writeExtras = { stytch_org_id: optionalText(200, 'Organisation id') };

/** What a create or an update may send: required fields as text, the rest optional. */
export type EndUserWriteRequest = { [F in RequiredField as F['wire']]: string } & {
  [F in Exclude<EndUserField, RequiredField> as F['wire']]?: InputOf<F>;
} & { stytch_org_id?: string | null };

/** What the schema gives back: every field, trimmed and defaulted; a switch left out is null. */
export type EndUserWrite = Omit<EndUserFields, EndUserSwitchWireName> & {
  [K in EndUserSwitchWireName]: boolean | null;
} & { stytch_org_id: string | null };

/** Body of POST and PUT /api/management/users/{tenantId}[/{userId}], and one CSV row. */
export const endUserWriteSchema = lazySchema(
  () =>
    z.object({
      ...Object.fromEntries(END_USER_FIELDS.map((field) => [field.wire, endUserFieldRule(field)])),
      ...writeExtras,
      // The shape is built from the registry at run time; its types come from the same registry.
    }) as unknown as z.ZodMiniType<EndUserWrite, EndUserWriteRequest>,
);
