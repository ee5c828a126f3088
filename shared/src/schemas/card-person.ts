// The field mapping applied to a person (spec §3 FieldMapping): what a card shows of them.
// One function, so the designer's preview and the API's card page cannot disagree.
import {
  type Address,
  END_USER_FIELDS,
  type EndUserField,
  type EndUserFields,
} from '../model/end-user-fields';
import type {
  FieldMapping,
  FieldMappingKey,
  Placeholder,
  SocialMedia,
  SocialMediaKey,
} from '../model/templates';

export interface CardPhone {
  label: string;
  number: string;
}

export interface CardAddress {
  label: string;
  lines: string[];
}

export interface CardSocialLink {
  label: string;
  url: string;
}

/** A person as the card draws them: each value already taken through the mapping. */
export interface CardPerson {
  name: string;
  jobTitle: string;
  company: string;
  email: string;
  website: string;
  phones: CardPhone[];
  addresses: CardAddress[];
  businessHours: string;
  social: CardSocialLink[];
  /** Labelled lines under contact information (registry use `detail`). */
  details: { label: string; value: string }[];
  /** Not mappable: always the person's own. */
  pronouns: string;
  department: string;
  accreditations: string;
}

/** The tenant-wide values a mapping falls back to. */
export interface CardDefaults {
  businessHours: string;
  socialMedia: SocialMedia;
}

type WithUse<U extends string> = Extract<EndUserField, { card: { use: U } }>;
const withUse = <U extends string>(use: U) =>
  END_USER_FIELDS.filter(
    (field): field is WithUse<U> => 'card' in field && field.card.use === use,
  ) as WithUse<U>[];

// Phones, profiles and detail lines come from the field registry (model/end-user-fields).
const PHONE_FIELDS = withUse('phone');
const SOCIAL_FIELDS = withUse('social');
const DETAIL_FIELDS = withUse('detail');

/** The profile each mappable social key stands for; other profiles are the person's own. */
const MAPPED_SOCIAL: Record<SocialMediaKey, string> = {
  linkedin: 'linkedin',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'x_twitter',
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function addressLines(address: Address): string[] {
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, place, address.country].filter(Boolean);
}

const usefulAddresses = (user: EndUserFields) =>
  user.addresses.filter((address) => address.street || address.city || address.zipCode);

/** The value of one placeholder for `user`; '' when the person has nothing for it. */
export function placeholderValue(
  token: Placeholder,
  user: EndUserFields,
  defaults: CardDefaults,
): string {
  const first = usefulAddresses(user)[0];
  const values: Record<Placeholder, () => string | null | undefined> = {
    '{{FIRST_NAME}}': () => user.first_name,
    '{{LAST_NAME}}': () => user.last_name,
    '{{FULL_NAME}}': () => `${user.first_name} ${user.last_name}`.trim(),
    '{{EMAIL}}': () => user.email,
    '{{PHONE}}': () => user.phone_work || user.phone_cell || user.phone_direct,
    '{{JOB_TITLE}}': () => user.title,
    '{{COMPANY}}': () => user.company,
    '{{ADDRESS}}': () => (first ? addressLines(first).join(', ') : ''),
    '{{WEBSITE}}': () => user.website,
    '{{BIO}}': () => user.accreditations,
    '{{LOCATION}}': () => (first ? [first.city, first.state].filter(Boolean).join(', ') : ''),
    '{{TIMEZONE}}': () => '',
    '{{LANGUAGE}}': () => '',
    '{{BUSINESS_HOURS}}': () => defaults.businessHours,
    '{{FACEBOOK_URL}}': () => user.facebook,
    '{{TWITTER_URL}}': () => user.x_twitter,
    '{{LINKEDIN_URL}}': () => user.linkedin,
    '{{INSTAGRAM_URL}}': () => user.instagram,
  };
  return (values[token]?.() ?? '').trim();
}

/**
 * Applies the mapping: an unmapped field is left out. Phone and address mapped to their own
 * placeholders keep every number and address the person has; mapped elsewhere they show the
 * one value. Business hours and the four mapped profiles fall back to the tenant's own.
 */
export function cardPerson(
  user: EndUserFields,
  mapping: FieldMapping,
  defaults: CardDefaults,
): CardPerson {
  const value = (key: FieldMappingKey) => {
    const token = mapping[key];
    return token ? placeholderValue(token, user, defaults) : '';
  };
  const phones: CardPhone[] =
    mapping.phone === '{{PHONE}}'
      ? PHONE_FIELDS.flatMap(({ wire, card }) => {
          const number = user[wire];
          return number ? [{ label: card.label, number }] : [];
        })
      : value('phone')
        ? [{ label: 'Phone', number: value('phone') }]
        : [];
  const addresses: CardAddress[] =
    mapping.address === '{{ADDRESS}}'
      ? usefulAddresses(user).map((address) => ({
          label: address.type ? capitalised(address.type) : 'Address',
          lines: addressLines(address),
        }))
      : value('address')
        ? [{ label: 'Address', lines: [value('address')] }]
        : [];
  const mappedKey = (wire: string) =>
    (Object.keys(MAPPED_SOCIAL) as SocialMediaKey[]).find((key) => MAPPED_SOCIAL[key] === wire);
  const social = SOCIAL_FIELDS.map(({ wire, label }) => {
    const key = mappedKey(wire);
    return { label, url: key ? value(key) || defaults.socialMedia[key] : (user[wire] ?? '') };
  }).filter((link) => link.url);
  const details = DETAIL_FIELDS.flatMap(({ wire, label }) => {
    const detail = user[wire];
    return detail ? [{ label, value: detail }] : [];
  });
  return {
    name: [value('firstName'), value('lastName')].filter(Boolean).join(' '),
    jobTitle: value('jobTitle'),
    company: value('company'),
    email: value('email'),
    website: value('website'),
    phones,
    addresses,
    businessHours: value('businessHours') || defaults.businessHours,
    social,
    details,
    pronouns: user.pronouns ?? '',
    department: user.department ?? '',
    accreditations: user.accreditations ?? '',
  };
}
