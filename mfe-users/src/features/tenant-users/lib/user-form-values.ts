import {
  type Address,
  DEFAULT_ADDRESSES,
  DEFAULT_END_USER_ROLE,
  END_USER_FIELDS,
  type EndUser,
  type EndUserFormValues,
  type EndUserTextField,
  type EndUserTextFormName,
  type EndUserTextWireName,
} from '@bizcard/shared/model';
import type { EndUserWriteRequest } from '@bizcard/shared/schemas';

/** The Create / Edit User form: camelCase as spec §3 asks, snake_case only on the wire. */
export type UserFormValues = EndUserFormValues;
export type TextFieldName = EndUserTextFormName;
/** Messages per form field; `form` holds one that belongs to no field. */
export type FormErrors = Partial<Record<keyof UserFormValues | 'form', string>>;

const TEXT_SPECS = END_USER_FIELDS.filter(
  (field): field is EndUserTextField => field.input !== 'addresses',
);

/** Each form field and the wire field it is written to. */
export const WIRE_NAME = Object.fromEntries(
  TEXT_SPECS.map((field) => [field.form, field.wire]),
) as Record<TextFieldName, EndUserTextWireName>;

const TEXT_FIELDS = TEXT_SPECS.map((field) => field.form);

/** A form field's value: a switch is on or off, any other field text. */
export type FieldValue = string | boolean;

const SWITCHES = new Set<TextFieldName>(
  TEXT_SPECS.filter((field) => field.input === 'switch').map((field) => field.form),
);

/** Spec §4: blanks, switches on, role User, and the two default addresses (home and office, USA). */
export function blankForm(): UserFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, SWITCHES.has(name) ? true : '']),
  ) as Omit<UserFormValues, 'role' | 'addresses'>;
  return {
    ...values,
    role: DEFAULT_END_USER_ROLE,
    addresses: DEFAULT_ADDRESSES.map((address) => ({ ...address })),
  };
}

export function formFromUser(user: EndUser): UserFormValues {
  const values = blankForm();
  const fields = values as Record<TextFieldName, FieldValue>;
  for (const name of TEXT_FIELDS) fields[name] = user[WIRE_NAME[name]] ?? fields[name];
  values.role ||= DEFAULT_END_USER_ROLE;
  if (user.addresses?.length) values.addresses = user.addresses.map((address) => ({ ...address }));
  return values;
}

const hasContent = (address: Address) =>
  [address.street, address.city, address.state, address.zipCode].some((part) => part?.trim());

/**
 * The body of a create or an update; address entries left blank are not sent, and the
 * tenant's identity-provider organisation goes along when it has one.
 */
export function toWriteRequest(
  values: UserFormValues,
  stytchOrgId: string | null | undefined,
): EndUserWriteRequest {
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) body[WIRE_NAME[name]] = values[name];
  body.addresses = values.addresses.filter(hasContent);
  if (stytchOrgId) body.stytch_org_id = stytchOrgId;
  return body as EndUserWriteRequest;
}

const FORM_NAME = Object.fromEntries(TEXT_FIELDS.map((name) => [WIRE_NAME[name], name])) as Record<
  string,
  TextFieldName
>;

/** Validation messages keyed by wire field, re-keyed by form field. */
export function toFormErrors(wireErrors: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(wireErrors)) {
    if (key === 'addresses') errors.addresses = message;
    else if (FORM_NAME[key]) errors[FORM_NAME[key]] = message;
    else errors.form ??= message;
  }
  return errors;
}
