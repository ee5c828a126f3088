import type { Address, EndUserFields } from '@bizcard/shared/model';
import { parsePhone, phoneRegion } from '../../phone';
import { cardStyles } from './card-styles';
import { type CardTemplate, DEFAULT_TEMPLATE } from './card-template';
import { faviconLink } from './favicon';
import { escapeHtml, escapeMultiline, isImageSource, isWebAddress } from './html';

/** An end user as a card shows them. */
export interface CardUser extends EndUserFields {
  card_slug: string;
  /** The tenant's country: numbers written without `+` are read in its calling plan. */
  tenant_country: string | null;
}

const SOCIAL_LINKS = [
  ['linkedin', 'LinkedIn'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['x_twitter', 'X (Twitter)'],
  ['youtube', 'YouTube'],
  ['reddit', 'Reddit'],
] as const;

const PHONES = [
  ['phone_work', 'Work'],
  ['phone_direct', 'Direct'],
  ['phone_cell', 'Mobile'],
] as const;

export const fullName = (user: EndUserFields) => `${user.first_name} ${user.last_name}`.trim();

const item = (label: string, body: string) =>
  `<li><span class="label">${escapeHtml(label)}</span>${body}</li>`;

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function section(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<section><h2>${escapeHtml(title)}</h2><ul>${items.join('')}</ul></section>`;
}

function contactItems(user: CardUser): string[] {
  const region = phoneRegion(user.tenant_country);
  const items = PHONES.flatMap(([field, label]) => {
    const phone = user[field];
    if (!phone) return [];
    // A number stored before numbers were checked may not parse: shown, but not dialled.
    const uri = parsePhone(phone, region)?.uri;
    return [item(label, uri ? link(uri, phone) : escapeHtml(phone))];
  });
  items.push(item('Email', link(`mailto:${user.email}`, user.email)));
  if (user.website) {
    const website = isWebAddress(user.website)
      ? link(user.website, user.website)
      : escapeHtml(user.website);
    items.push(item('Website', website));
  }
  return items;
}

function addressItem(address: Address): string {
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [address.street, place, address.country].filter(Boolean).map(escapeMultiline);
  if (lines.length === 0) return '';
  const label = address.type ? address.type[0]!.toUpperCase() + address.type.slice(1) : 'Address';
  return item(label, `<address>${lines.join('<br>')}</address>`);
}

function socialItems(user: CardUser): string[] {
  return SOCIAL_LINKS.flatMap(([field, label]) => {
    const url = user[field];
    return isWebAddress(url) ? [item(label, link(url, url))] : [];
  });
}

function hero(user: CardUser, template: CardTemplate): string {
  const line = (className: string, text: string | null | undefined) =>
    text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';
  const image = (className: string, src: string | null, alt: string) =>
    isImageSource(src) ? `<img class="${className}" src="${escapeHtml(src)}" alt="${alt}">` : '';
  const org = [user.company, user.department].filter(Boolean).join(' · ');
  const pronouns = user.pronouns
    ? ` <span class="pronouns">(${escapeHtml(user.pronouns)})</span>`
    : '';
  return `<header class="hero"><div class="band"></div>
${image('logo', template.companyLogoUrl, 'Company logo')}${image('photo', template.profilePhotoUrl, '')}
<h1>${escapeHtml(fullName(user))}${pronouns}</h1>
${line('role', user.title)}${line('org', org)}${line('accreditations', user.accreditations)}
<a class="add" href="/c/${encodeURIComponent(user.card_slug)}/contact.vcf">Add to Contacts</a>
</header>`;
}

function sections(user: CardUser, template: CardTemplate): string[] {
  const { contactInfo, address, businessHours, socialMedia } = template.sections;
  const hours = template.businessHours
    ? [`<li>${escapeMultiline(template.businessHours)}</li>`]
    : [];
  const custom = template.customSections.map(
    (s) => `<section><h2>${escapeHtml(s.title)}</h2><p>${escapeMultiline(s.content)}</p></section>`,
  );
  return [
    contactInfo.enabled ? section(contactInfo.title, contactItems(user)) : '',
    address.enabled ? section(address.title, user.addresses.map(addressItem).filter(Boolean)) : '',
    businessHours.enabled ? section(businessHours.title, hours) : '',
    socialMedia.enabled ? section(socialMedia.title, socialItems(user)) : '',
    ...custom,
  ];
}

/** The public card page of one user: every value escaped, colours checked, links http(s) only. */
export function renderCard(user: CardUser, template: CardTemplate = DEFAULT_TEMPLATE): string {
  const title = `${fullName(user)} · ${template.pageTitle}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${faviconLink(template.theme)}
<style>${cardStyles(template.theme)}</style></head>
<body><main>
${hero(user, template)}
${sections(user, template).filter(Boolean).join('\n')}
</main></body></html>
`;
}

export function renderNotFound(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card not found</title>
${faviconLink(DEFAULT_TEMPLATE.theme)}
<style>${cardStyles(DEFAULT_TEMPLATE.theme)}</style></head>
<body><main><section><h1>Card not found</h1>
<p>This business card does not exist or is no longer available.</p></section></main></body></html>
`;
}
