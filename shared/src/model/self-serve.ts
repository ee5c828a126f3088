// The self-serve contact (spec §3 "Self-serve contact"): the end user's own fields under
// their camelCase form names, derived from the field registry (end-user-fields.ts).
import type * as z from 'zod/mini';
import type { registrationLinkReplySchema } from '../schemas/end-user-replies';
import type {
  registrationReplySchema,
  selfServeUpdateReplySchema,
  selfServeUserInfoSchema,
} from '../schemas/self-serve-replies';
import {
  type Address,
  END_USER_FIELDS,
  type EndUserField,
  type EndUserFormName,
} from './end-user-fields';

/**
 * Every registry field an end user sees on their profile: all but what admins decide, the
 * role and whether the card is active (the switches).
 */
export type SelfServeField = Exclude<EndUserField, { input: 'choice' | 'switch' }>;
export type SelfServeFormName = SelfServeField['form'];

export const SELF_SERVE_FIELDS = END_USER_FIELDS.filter(
  (field): field is SelfServeField => field.input !== 'choice' && field.input !== 'switch',
);

/** Shown but never changed on the profile page (spec §2): who the person is. */
export const SELF_SERVE_READ_ONLY: readonly EndUserFormName[] = ['firstName', 'lastName', 'email'];

/**
 * The name a field has in GET /api/self-serve/user-info: its form name, except xTwitter,
 * which the server sends as x_twitter (spec §3) while PUT writes xTwitter.
 */
export const selfServeReadName = (field: SelfServeField): string =>
  field.form === 'xTwitter' ? field.wire : field.form;

/** GET /api/self-serve/user-info: the signed-in end user's contact and card. */
export type SelfServeUserInfo = z.output<typeof selfServeUserInfoSchema>;

/** The form of the profile page: one string per text field, the address entries. */
export type SelfServeFormValues = {
  -readonly [F in SelfServeField as F['form']]: F extends { input: 'addresses' }
    ? Address[]
    : string;
};

/** PUT /api/self-serve/user-info answers the saved contact and a message. */
export type SelfServeUpdateResponse = z.output<typeof selfServeUpdateReplySchema>;

export const SELF_SERVE_MESSAGES = {
  updated: 'Your information has been updated successfully!',
  notUserManaged: 'Self-service is available only to users of a user-managed tenant',
  endUsersOnly: 'Only end users can update their own information',
} as const;

/** POST /api/management/users/{tenantId}/{userId}/registration-link (decision 016). */
export type RegistrationLinkResponse = z.output<typeof registrationLinkReplySchema>;

/** PUT /api/registration/self-serve/user-info: spec §7 reads `data`. */
export type RegistrationResponse = z.output<typeof registrationReplySchema>;

export const REGISTRATION_MESSAGES = {
  complete:
    'Registration received. A link to set your password is on its way to your email; setting it completes your registration.',
  invalidLink:
    'This registration link is invalid, has expired or has already been used. Please ask your administrator for a new one.',
  tooManyAttempts:
    'Too many registration attempts with this link. Try again in an hour or contact your administrator.',
  alreadyRegistered: 'This user has already registered',
  notUserManaged: 'Registration links are only for users of a user-managed tenant',
} as const;
