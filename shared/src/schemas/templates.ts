// The contact page template's saved fields (spec §7 "Contact page template"): what the API
// accepts from the save form's JSON fields, and how a saved template is read back tolerantly.
import * as z from 'zod/mini';
import {
  BUILT_IN_SECTIONS,
  type CardSections,
  type CardTheme,
  type CompanyLogo,
  type CustomSection,
  DEFAULT_FIELD_MAPPING,
  DEFAULT_PAGE_TITLE,
  DEFAULT_SECTIONS,
  DEFAULT_THEME,
  EMPTY_SOCIAL_MEDIA,
  FIELD_MAPPING_FIELDS,
  type FieldMapping,
  PLACEHOLDERS,
  SOCIAL_MEDIA_KEYS,
  type SocialMedia,
  type StoredTemplate,
  THEME_COLOR_KEYS,
} from '../model/templates';
import { lazySchema } from './lazy-schema';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const CONTACT_EXCHANGE_ON_OFF = "'Share your details' must be on or off (true or false)";
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** The longest value each of the designer's text fields takes, as typed and as saved. */
export const TEMPLATE_TEXT_MAX = {
  pageTitle: 80,
  sectionTitle: 80,
  customSectionTitle: 80,
  customSectionContent: 2000,
  businessHours: 500,
  socialUrl: 300,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const colour = lazySchema(() =>
  z.string().check(z.regex(HEX_COLOUR, 'Theme colours must look like #RRGGBB')),
);

export const themeSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, colour])) as Record<
      keyof CardTheme,
      typeof colour
    >,
  ),
);

const sectionSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    title: text(TEMPLATE_TEXT_MAX.sectionTitle).check(
      z.minLength(1, 'Section titles cannot be blank'),
    ),
  }),
);

export const sectionsSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(BUILT_IN_SECTIONS.map((key) => [key, sectionSchema])) as Record<
      keyof CardSections,
      typeof sectionSchema
    >,
  ),
);

/** Spec §5: title and content non-blank after trimming, or nothing is added. */
export const customSectionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid custom section id')),
    title: text(TEMPLATE_TEXT_MAX.customSectionTitle).check(z.minLength(1, 'Title is required')),
    content: text(TEMPLATE_TEXT_MAX.customSectionContent).check(
      z.minLength(1, 'Content is required'),
    ),
  }),
);

const placeholderTokens = PLACEHOLDERS.map((p) => p.token);
const mappingValue = lazySchema(() =>
  z.optional(z.union([z.literal(''), z.enum(placeholderTokens)])),
);

export const fieldMappingSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(FIELD_MAPPING_FIELDS.map((field) => [field.key, mappingValue])) as Record<
      keyof FieldMapping,
      typeof mappingValue
    >,
  ),
);

const socialUrl = text(TEMPLATE_TEXT_MAX.socialUrl).check(
  z.refine(
    (value) => value === '' || WEB_ADDRESS.test(value),
    'Social links must start with http:// or https://',
  ),
);

export const socialMediaSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(SOCIAL_MEDIA_KEYS.map((key) => [key, socialUrl])) as Record<
      keyof SocialMedia,
      typeof socialUrl
    >,
  ),
);

/** Every saved field but the images, after the API has parsed the form's JSON strings. */
export const templateFieldsSchema = lazySchema(() =>
  z.object({
    pageTitle: z.pipe(
      z.optional(text(TEMPLATE_TEXT_MAX.pageTitle)),
      z.transform((value) => value || DEFAULT_PAGE_TITLE),
    ),
    theme: themeSchema,
    sections: sectionsSchema,
    sectionOrder: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(30)), []),
    customSections: z._default(
      z.array(customSectionSchema).check(z.maxLength(20, 'At most 20 custom sections')),
      [],
    ),
    fieldMapping: fieldMappingSchema,
    businessHours: z._default(text(TEMPLATE_TEXT_MAX.businessHours), ''),
    socialMedia: z._default(socialMediaSchema, { ...EMPTY_SOCIAL_MEDIA }),
    oauthProviderId: z.pipe(
      z.optional(z.nullable(text(100))),
      z.transform((value) => value || null),
    ),
    /** The 'Share your details' form on the cards (decision 053): shown unless turned off. */
    contactExchange: z.pipe(
      z.optional(
        z.union([z.boolean(), z.enum(['true', 'false'])], { error: CONTACT_EXCHANGE_ON_OFF }),
      ),
      z.transform((value) => value !== false && value !== 'false'),
    ),
  }),
);

export type TemplateFields = z.output<typeof templateFieldsSchema>;

const asObject = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

const pick = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
};

/** Built-ins first, then custom sections: ids the order names, then any it forgot. */
export function orderedSectionIds(order: readonly string[], custom: readonly CustomSection[]) {
  const known = [...BUILT_IN_SECTIONS, ...custom.map((section) => section.id)] as string[];
  const kept = order.filter((id, index) => known.includes(id) && order.indexOf(id) === index);
  return [...kept, ...known.filter((id) => !kept.includes(id))];
}

/**
 * `data.html` of a saved template, read tolerantly: theme as an object or a JSON string, any
 * field missing or malformed falls back to its default, so an old or hand-made record loads.
 */
export function readStoredTemplate(html: string): StoredTemplate {
  const raw = asObject(html) ?? {};
  const customSections = pick(z.array(customSectionSchema), raw.customSections, []);
  const theme = { ...DEFAULT_THEME, ...pick(z.partial(themeSchema), asObject(raw.theme), {}) };
  const sections = { ...DEFAULT_SECTIONS, ...pick(z.partial(sectionsSchema), raw.sections, {}) };
  const mapping = asObject(raw.fieldMapping);
  return {
    htmlTemplate: typeof raw.htmlTemplate === 'string' ? raw.htmlTemplate : '',
    theme,
    companyLogoUrl: typeof raw.companyLogoUrl === 'string' ? raw.companyLogoUrl : null,
    companyLogo: (raw.companyLogo as CompanyLogo | undefined) ?? null,
    profilePhotoUrl: typeof raw.profilePhotoUrl === 'string' ? raw.profilePhotoUrl : null,
    pageTitle:
      typeof raw.pageTitle === 'string' && raw.pageTitle ? raw.pageTitle : DEFAULT_PAGE_TITLE,
    sections,
    sectionOrder: orderedSectionIds(
      pick(z.array(z.string()), raw.sectionOrder, []),
      customSections,
    ),
    customSections,
    businessHours: typeof raw.businessHours === 'string' ? raw.businessHours : '',
    socialMedia: {
      ...EMPTY_SOCIAL_MEDIA,
      ...pick(z.partial(socialMediaSchema), raw.socialMedia, {}),
    },
    oauthProviderId: typeof raw.oauthProviderId === 'string' ? raw.oauthProviderId : null,
    fieldMapping: mapping ? pick(fieldMappingSchema, mapping, {}) : { ...DEFAULT_FIELD_MAPPING },
    contactExchange: raw.contactExchange !== false,
  };
}

/** GET /api/management/contactPage/templates/{tenantId}: `data.html` is a StoredTemplate's JSON. */
export const templateResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.nullable(z.object({ html: z.string() })),
  }),
);

/** POST /api/management/contactPage/templates/save: the saved template, as the GET gives it. */
export const savedTemplateReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ html: z.string() }),
  }),
);

/**
 * A save's answer as spec §7 promises it, which is all the designer reads: `success`, the
 * saved template when given, and on a refusal `data.message`. The API's own answer (above)
 * is one of these.
 */
export const saveTemplateResponseSchema = lazySchema(() =>
  z.union([
    z.object({
      success: z.literal(true),
      message: z.optional(z.string()),
      data: z.optional(z.object({ html: z.optional(z.string()) })),
    }),
    z.object({
      success: z.literal(false),
      message: z.optional(z.string()),
      data: z.optional(z.object({ message: z.optional(z.string()) })),
    }),
  ]),
);
