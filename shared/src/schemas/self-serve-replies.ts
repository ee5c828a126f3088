// Calls of the self-serve portal (spec §7 "Self-service"): the end user's own contact and
// card, and registration through a link. Built from the field registry, as the model's
// SelfServeField list is.
import * as z from 'zod/mini';
import { SELF_SERVE_FIELDS, type SelfServeField, selfServeReadName } from '../model/self-serve';
import { MAPPABLE_FIELDS, type MappableWireName } from '../model/sso-settings';
import { addressReplySchema } from './end-user-replies';
import { lazySchema } from './lazy-schema';

/** The name a field is read under: its form name, except xTwitter (`x_twitter`, spec §3). */
type ReadName<F extends SelfServeField> = F['form'] extends 'xTwitter' ? F['wire'] : F['form'];

type InfoShape = {
  -readonly [F in SelfServeField as ReadName<F>]: F extends { input: 'addresses' }
    ? z.ZodMiniArray<typeof addressReplySchema>
    : z.ZodMiniNullable<z.ZodMiniString>;
};

const infoShape = Object.fromEntries(
  SELF_SERVE_FIELDS.map((field) => [
    selfServeReadName(field),
    field.input === 'addresses' ? z.array(addressReplySchema) : z.nullable(z.string()),
  ]),
) as InfoShape;

/** GET /api/self-serve/user-info: the signed-in end user's contact and card. */
export const selfServeUserInfoSchema = lazySchema(() =>
  z.object({
    ...infoShape,
    id: z.string(),
    tenant_id: z.string(),
    /** The public card page and its QR code image. */
    embedded_url: z.string(),
    qr_code: z.string(),
    /** Wire names of the fields the person's card template locks (decision 056). */
    locked_fields: z.optional(z.array(z.string())),
  }),
);

/** PUT /api/self-serve/user-info answers the saved contact and a message. */
export const selfServeUpdateReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    user: selfServeUserInfoSchema,
  }),
);

/** PUT /api/registration/self-serve/user-info: spec §7 reads `data`. */
export const registrationReplySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    data: selfServeUserInfoSchema,
  }),
);

// Ids are 36 characters and tokens 43; a longer value is no link of ours.
const linkPart = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be given once` })
      .check(z.maxLength(200, `${label} is too long`)),
  );

/** GET /api/registration/self-serve/user-info: the parts of a registration link (decision 016). */
export const registrationLinkQuerySchema = lazySchema(() =>
  z.object({
    tenant_id: linkPart('tenant_id'),
    user_id: linkPart('user_id'),
    token: linkPart('token'),
  }),
);

const mappableWireNames = MAPPABLE_FIELDS.map((field) => field.wire) as [
  MappableWireName,
  ...MappableWireName[],
];

/** A field that came from the directory at the last SSO sign-in, as 'Your card' lists it. */
export const directoryFieldSchema = lazySchema(() =>
  z.object({
    wire: z.enum(mappableWireNames),
    label: z.string(),
    value: z.string(),
  }),
);

/** GET /api/self-serve/card: the signed-in end user's card and what the directory filled. */
export const yourCardReplySchema = lazySchema(() =>
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    tenant: z.string(),
    card_url: z.string(),
    qr_url: z.string(),
    vcard_url: z.string(),
    directory: z.object({
      provider: z.nullable(z.string()),
      synced_at: z.nullable(z.string()),
      fields: z.array(directoryFieldSchema),
    }),
  }),
);
