// The contact page template (spec §3 "Contact page template", §9 default theme): wire shapes
// and constants, and the reply types inferred from schemas/templates.ts. The API renders card
// pages from it; the designer edits it.
import type * as z from 'zod/mini';
import type {
  savedTemplateReplySchema,
  saveTemplateResponseSchema,
  templateResponseSchema,
} from '../schemas/templates';
import { NO_TENANT_SELECTED } from '../ui/ui-messages';

export const THEME_COLOR_KEYS = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
  'headerBackground',
  'cardBackground',
  'borderColor',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type CardTheme = Record<ThemeColorKey, string>;

const palette = (colours: string): CardTheme =>
  Object.fromEntries(
    colours.split(' ').map((colour, index) => [THEME_COLOR_KEYS[index], colour]),
  ) as CardTheme;

/** Nine presets; each lists its colours in THEME_COLOR_KEYS order. A test checks WCAG AA. */
export const THEME_PRESETS = [
  {
    id: 'wcd',
    label: 'WCD',
    theme: palette('#0032A0 #00174D #C4D600 #F9FAFB #1F2937 #FFFFFF #FFFFFF #E5E7EB'),
  },
  {
    id: 'modern',
    label: 'Modern',
    theme: palette('#4F46E5 #1E1B4B #06B6D4 #F8FAFC #0F172A #FFFFFF #FFFFFF #E2E8F0'),
  },
  {
    id: 'corporate',
    label: 'Corporate',
    theme: palette('#1F3A5F #0B1F33 #C8A951 #F3F4F6 #111827 #FFFFFF #FFFFFF #D1D5DB'),
  },
  {
    id: 'warm',
    label: 'Warm',
    theme: palette('#B45309 #7C2D12 #F59E0B #FFFBEB #292524 #FFF7ED #FFFFFF #FDE68A'),
  },
  {
    id: 'elegant',
    label: 'Elegant',
    theme: palette('#6B21A8 #3B0764 #D4AF37 #FAF5FF #1F1F1F #FFFFFF #FFFFFF #E9D5FF'),
  },
  {
    id: 'sunset',
    label: 'Sunset',
    theme: palette('#C2410C #9D174D #FB7185 #FFF1F2 #3F0D12 #FFFFFF #FFFFFF #FECDD3'),
  },
  {
    id: 'ocean',
    label: 'Ocean',
    theme: palette('#0369A1 #0C4A6E #22D3EE #F0F9FF #082F49 #E0F2FE #FFFFFF #BAE6FD'),
  },
  {
    id: 'forest',
    label: 'Forest',
    theme: palette('#166534 #14532D #84CC16 #F0FDF4 #052E16 #DCFCE7 #FFFFFF #BBF7D0'),
  },
  {
    id: 'midnight',
    label: 'Midnight',
    theme: palette('#60A5FA #BFDBFE #F472B6 #0F172A #E2E8F0 #1E293B #1E293B #334155'),
  },
] as const satisfies readonly { id: string; label: string; theme: CardTheme }[];

export type ThemePresetId = (typeof THEME_PRESETS)[number]['id'];

/** The first preset, 'wcd' (spec §9). */
export const DEFAULT_THEME: CardTheme = THEME_PRESETS[0].theme;

/** The four colours a person picks by hand, and what each one paints. */
export const CUSTOM_COLORS = [
  { key: 'primaryColor', label: 'Primary colour', hint: 'Button, links and the top band' },
  { key: 'secondaryColor', label: 'Secondary colour', hint: 'Name and section headings' },
  { key: 'accentColor', label: 'Accent colour', hint: 'Underline of the header, focus rings' },
  { key: 'backgroundColor', label: 'Background colour', hint: 'Page behind the cards' },
] as const satisfies readonly { key: ThemeColorKey; label: string; hint: string }[];

export const BUILT_IN_SECTIONS = [
  'contactInfo',
  'address',
  'businessHours',
  'socialMedia',
] as const;
export type BuiltInSection = (typeof BUILT_IN_SECTIONS)[number];

export interface CardSection {
  enabled: boolean;
  title: string;
}
export type CardSections = Record<BuiltInSection, CardSection>;

export const DEFAULT_SECTIONS: CardSections = {
  contactInfo: { enabled: true, title: 'Get In Touch' },
  address: { enabled: true, title: 'Visit Us' },
  businessHours: { enabled: true, title: 'Business Hours' },
  socialMedia: { enabled: true, title: 'Follow Us' },
};

export interface CustomSection {
  id: string;
  title: string;
  content: string;
}

export const SOCIAL_MEDIA_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram'] as const;
export type SocialMediaKey = (typeof SOCIAL_MEDIA_KEYS)[number];
/** The company's own profiles, shown on every card unless the mapping gives the user's. */
export type SocialMedia = Record<SocialMediaKey, string>;
export const SOCIAL_MEDIA_LABELS: Record<SocialMediaKey, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};
export const EMPTY_SOCIAL_MEDIA: SocialMedia = {
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
};

/** Every placeholder a template field can take its value from (spec §3). */
export const PLACEHOLDERS = [
  { token: '{{FIRST_NAME}}', label: 'First Name' },
  { token: '{{LAST_NAME}}', label: 'Last Name' },
  { token: '{{FULL_NAME}}', label: 'Full Name' },
  { token: '{{EMAIL}}', label: 'Email' },
  { token: '{{PHONE}}', label: 'Phone' },
  { token: '{{JOB_TITLE}}', label: 'Job Title' },
  { token: '{{COMPANY}}', label: 'Company' },
  { token: '{{ADDRESS}}', label: 'Address' },
  { token: '{{WEBSITE}}', label: 'Website' },
  { token: '{{BIO}}', label: 'Bio' },
  { token: '{{LOCATION}}', label: 'Location' },
  { token: '{{TIMEZONE}}', label: 'Timezone' },
  { token: '{{LANGUAGE}}', label: 'Language' },
  { token: '{{BUSINESS_HOURS}}', label: 'Business Hours' },
  { token: '{{FACEBOOK_URL}}', label: 'Facebook URL' },
  { token: '{{TWITTER_URL}}', label: 'Twitter URL' },
  { token: '{{LINKEDIN_URL}}', label: 'LinkedIn URL' },
  { token: '{{INSTAGRAM_URL}}', label: 'Instagram URL' },
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number]['token'];

/** The template's fields (spec §3 FieldMapping keys), each with its default placeholder. */
export const FIELD_MAPPING_FIELDS = [
  { key: 'firstName', label: 'First Name', placeholder: '{{FIRST_NAME}}' },
  { key: 'lastName', label: 'Last Name', placeholder: '{{LAST_NAME}}' },
  { key: 'jobTitle', label: 'Job Title', placeholder: '{{JOB_TITLE}}' },
  { key: 'company', label: 'Company', placeholder: '{{COMPANY}}' },
  { key: 'email', label: 'Email', placeholder: '{{EMAIL}}' },
  { key: 'phone', label: 'Phone', placeholder: '{{PHONE}}' },
  { key: 'address', label: 'Address', placeholder: '{{ADDRESS}}' },
  { key: 'website', label: 'Website', placeholder: '{{WEBSITE}}' },
  { key: 'businessHours', label: 'Business Hours', placeholder: '{{BUSINESS_HOURS}}' },
  { key: 'facebook', label: 'Facebook', placeholder: '{{FACEBOOK_URL}}' },
  { key: 'twitter', label: 'Twitter', placeholder: '{{TWITTER_URL}}' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: '{{LINKEDIN_URL}}' },
  { key: 'instagram', label: 'Instagram', placeholder: '{{INSTAGRAM_URL}}' },
] as const satisfies readonly { key: string; label: string; placeholder: Placeholder }[];
export type FieldMappingKey = (typeof FIELD_MAPPING_FIELDS)[number]['key'];
/** An absent or empty entry leaves the field unmapped: the card leaves it out. */
export type FieldMapping = Partial<Record<FieldMappingKey, Placeholder | ''>>;

export const DEFAULT_FIELD_MAPPING: FieldMapping = Object.fromEntries(
  FIELD_MAPPING_FIELDS.map((field) => [field.key, field.placeholder]),
);

export const DEFAULT_PAGE_TITLE = 'Contact Me';

/** Uploaded logo and photo: type by content, size while streaming (413 above it). */
export const TEMPLATE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TEMPLATE_IMAGE_ACCEPT = 'image/png,image/jpeg';
export const TEMPLATE_IMAGE_HINT = 'PNG, JPG up to 5MB';

export const TEMPLATE_MESSAGES = {
  selectTenant: 'Please select a tenant to view contact information',
  loadFailed: 'Failed to load contact information',
  saving: 'Saving...',
  saved: 'Template saved successfully! Your NFC business card template is now ready to use.',
  noTenant: NO_TENANT_SELECTED,
  saveFailed: 'Failed to save template. Please try again.',
  vcardDownloaded: 'Contact information downloaded! Open the .vcf file to add to your contacts.',
  imageTooLarge: 'The image is larger than 5 MB. Please choose a smaller PNG or JPG.',
  imageType: 'Only PNG or JPG images are accepted.',
  imageEmpty: 'The file is empty.',
  imageUnreadable: 'The image could not be read. Please choose another PNG or JPG.',
  imageTooManyPixels: 'The image has too many pixels. Please choose one under 30 megapixels.',
  logoUrl: 'A logo can only point to an image uploaded here.',
} as const;

/** A logo as saved templates hold it (spec §3): every shape is read, uploads are written. */
export type CompanyLogo =
  | string
  | { buffer: unknown; mimetype: string }
  | { data: unknown; type: string }
  | { url: string };

/** The template as `data.html` of GET /api/management/contactPage/templates/{tenantId} holds it. */
export interface StoredTemplate {
  htmlTemplate: string;
  theme: CardTheme | string;
  companyLogoUrl: string | null;
  companyLogo: CompanyLogo | null;
  profilePhotoUrl: string | null;
  pageTitle: string;
  sections: CardSections;
  /** Built-in keys and custom section ids, top to bottom (not in spec §3; see decision). */
  sectionOrder: string[];
  customSections: CustomSection[];
  businessHours: string;
  socialMedia: SocialMedia;
  oauthProviderId: string | null;
  fieldMapping: FieldMapping;
  /** The card page's 'Share your details' form (decision 053); absent or true: shown. */
  contactExchange?: boolean;
}

/** GET /api/management/contactPage/templates/{tenantId}: `data` null when none is saved yet. */
export type TemplateResponse = z.output<typeof templateResponseSchema>;

/** What the API answers a save with. */
export type SavedTemplateReply = z.output<typeof savedTemplateReplySchema>;

/** A save's answer as spec §7 promises it: `success`, or a refusal with data.message. */
export type SaveTemplateResponse = z.output<typeof saveTemplateResponseSchema>;
