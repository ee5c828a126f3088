import {
  DEFAULT_FIELD_MAPPING,
  DEFAULT_PAGE_TITLE,
  DEFAULT_SECTIONS,
  DEFAULT_THEME,
  EMPTY_SOCIAL_MEDIA,
  type StoredTemplate,
} from '@bizcard/shared/model';
import {
  orderedSectionIds,
  readStoredTemplate,
  type TemplateFields,
} from '@bizcard/shared/schemas';
import type { CardAsset } from './card-images';

/** An image the template points to: `/c/assets/{hash}.{ext}`. */
export interface AssetRef {
  hash: string;
  ext: CardAsset['ext'];
}

/** What card_templates.data holds: the saved fields, and the images by reference. */
export interface TemplateRecord extends TemplateFields {
  companyLogo: AssetRef | null;
  /** The default photo of users who have none, with the smaller JPEG of their vCards. */
  profilePhoto: (AssetRef & { vcard: AssetRef }) | null;
}

export const DEFAULT_TEMPLATE: TemplateRecord = {
  pageTitle: DEFAULT_PAGE_TITLE,
  theme: DEFAULT_THEME,
  sections: DEFAULT_SECTIONS,
  sectionOrder: orderedSectionIds([], []),
  customSections: [],
  fieldMapping: DEFAULT_FIELD_MAPPING,
  businessHours: '',
  socialMedia: EMPTY_SOCIAL_MEDIA,
  oauthProviderId: null,
  companyLogo: null,
  profilePhoto: null,
  contactExchange: true,
};

export const ASSET_PATH = /^\/c\/assets\/([0-9a-f]{64})\.(png|jpg)$/;

export const assetUrl = (ref: AssetRef) => `/c/assets/${ref.hash}.${ref.ext}`;
export const assetRef = ({ hash, ext }: CardAsset): AssetRef => ({ hash, ext });

function refOf(value: unknown): AssetRef | null {
  const { hash, ext } = (value ?? {}) as Partial<AssetRef>;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) && (ext === 'png' || ext === 'jpg')
    ? { hash, ext }
    : null;
}

/** The stored document, read field by field so a record from an older version still renders. */
export function readRecord(data: unknown): TemplateRecord {
  if (!data || typeof data !== 'object') return DEFAULT_TEMPLATE;
  const raw = data as Record<string, unknown>;
  const { htmlTemplate, companyLogo, companyLogoUrl, profilePhotoUrl, theme, ...fields } =
    readStoredTemplate(JSON.stringify(raw));
  const photo = refOf(raw.profilePhoto);
  const vcard = refOf((raw.profilePhoto as { vcard?: unknown } | null)?.vcard);
  return {
    ...fields,
    theme: typeof theme === 'string' ? DEFAULT_THEME : theme,
    companyLogo: refOf(raw.companyLogo),
    profilePhoto: photo && vcard ? { ...photo, vcard } : null,
    // The 'Share your details' form (decision 053): an older record without it shows it.
    contactExchange: raw.contactExchange !== false,
  };
}

/** The hashes a record points to: every other asset of the tenant may go. */
export const referencedHashes = (record: TemplateRecord): string[] =>
  [record.companyLogo, record.profilePhoto, record.profilePhoto?.vcard].flatMap((ref) =>
    ref ? [ref.hash] : [],
  );

/** `data.html` of spec §7: the saved fields with the images as addresses. */
export function storedTemplateOf(record: TemplateRecord): StoredTemplate {
  const { companyLogo, profilePhoto, ...fields } = record;
  const logoUrl = companyLogo ? assetUrl(companyLogo) : null;
  return {
    ...fields,
    htmlTemplate: '',
    companyLogoUrl: logoUrl,
    companyLogo: logoUrl ? { url: logoUrl } : null,
    profilePhotoUrl: profilePhoto ? assetUrl(profilePhoto) : null,
  };
}
