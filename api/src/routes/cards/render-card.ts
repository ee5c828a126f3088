import type { EndUserFields } from '@bizcard/shared/model';
import { type CardPerson, cardPerson, orderedSectionIds } from '@bizcard/shared/schemas';
import { parsePhone, phoneRegion } from '../../phone';
import { cardStyles } from './card-styles';
import { assetUrl, type CardTemplate, DEFAULT_TEMPLATE } from './card-template';
import { faviconLink } from './favicon';
import { escapeHtml, escapeMultiline, isWebAddress } from './html';
import {
  NO_WALLET_BUTTONS,
  type WalletButtons,
  walletLinks,
  walletStyles,
} from './wallet/wallet-buttons';

/** An end user as a card shows them. */
export interface CardUser extends EndUserFields {
  card_slug: string;
  /** The tenant's country: numbers written without `+` are read in its calling plan. */
  tenant_country: string | null;
}

export const fullName = (user: EndUserFields) => `${user.first_name} ${user.last_name}`.trim();

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const item = (label: string, body: string) =>
  `<li><span class="label">${escapeHtml(label)}</span>${body}</li>`;

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function section(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<section><h2>${escapeHtml(title)}</h2><ul>${items.join('')}</ul></section>`;
}

function contactItems(person: CardPerson, user: CardUser): string[] {
  const region = phoneRegion(user.tenant_country);
  const items = person.phones.map(({ label, number }) => {
    // A number stored before numbers were checked may not parse: shown, but not dialled.
    const uri = parsePhone(number, region)?.uri;
    return item(label, uri ? link(uri, number) : escapeHtml(number));
  });
  if (person.email) {
    const email = EMAIL.test(person.email) ? link(`mailto:${person.email}`, person.email) : '';
    items.push(item('Email', email || escapeHtml(person.email)));
  }
  if (person.website) {
    const site = isWebAddress(person.website) ? link(person.website, person.website) : '';
    items.push(item('Website', site || escapeHtml(person.website)));
  }
  for (const detail of person.details) items.push(item(detail.label, escapeHtml(detail.value)));
  return items;
}

const addressItems = (person: CardPerson) =>
  person.addresses.map(({ label, lines }) =>
    item(label, `<address>${lines.map(escapeMultiline).join('<br>')}</address>`),
  );

// Only http(s) profiles become links; anything else stored there is left out.
const socialItems = (person: CardPerson) =>
  person.social.flatMap(({ label, url }) =>
    isWebAddress(url) ? [item(label, link(url, url))] : [],
  );

function hero(
  person: CardPerson,
  user: CardUser,
  template: CardTemplate,
  wallet: WalletButtons,
): string {
  const line = (className: string, text: string) =>
    text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';
  const { companyLogo, profilePhoto } = template;
  const logo = companyLogo
    ? `<img class="logo" src="${assetUrl(companyLogo)}" alt="Company logo">`
    : '';
  const photo = profilePhoto ? `<img class="photo" src="${assetUrl(profilePhoto)}" alt="">` : '';
  const org = [person.company, person.department].filter(Boolean).join(' · ');
  const pronouns = person.pronouns
    ? ` <span class="pronouns">(${escapeHtml(person.pronouns)})</span>`
    : '';
  return `<header class="hero"><div class="band"></div>
${logo}${photo}
<h1>${escapeHtml(person.name)}${pronouns}</h1>
${line('role', person.jobTitle)}${line('org', org)}${line('accreditations', person.accreditations)}
<a class="add" href="/c/${encodeURIComponent(user.card_slug)}/contact.vcf">Add to Contacts</a>${walletLinks(user.card_slug, wallet)}
</header>`;
}

/** The enabled sections in the template's order; a built-in with nothing to show is left out. */
function sections(person: CardPerson, user: CardUser, template: CardTemplate): string[] {
  const builtIns: Record<string, () => string[]> = {
    contactInfo: () => contactItems(person, user),
    address: () => addressItems(person),
    businessHours: () =>
      person.businessHours ? [`<li>${escapeMultiline(person.businessHours)}</li>`] : [],
    socialMedia: () => socialItems(person),
  };
  return orderedSectionIds(template.sectionOrder, template.customSections).map((id) => {
    const builtIn = template.sections[id as keyof CardTemplate['sections']];
    if (builtIn) return builtIn.enabled ? section(builtIn.title, builtIns[id]!()) : '';
    const custom = template.customSections.find((s) => s.id === id);
    return custom
      ? `<section><h2>${escapeHtml(custom.title)}</h2><p>${escapeMultiline(custom.content)}</p></section>`
      : '';
  });
}

/** The public card page of one user: every value escaped, colours checked, links http(s) only. */
export function renderCard(
  user: CardUser,
  template: CardTemplate = DEFAULT_TEMPLATE,
  wallet: WalletButtons = NO_WALLET_BUTTONS,
): string {
  const person = cardPerson(user, template.fieldMapping, template);
  const title = [person.name, template.pageTitle].filter(Boolean).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${faviconLink(template.theme)}
<style>${cardStyles(template.theme)}${walletStyles(wallet)}</style></head>
<body><main>
${hero(person, user, template, wallet)}
${sections(person, user, template).filter(Boolean).join('\n')}
</main></body></html>
`;
}

/** A short page in the default theme: no data of any tenant or person. */
const messagePage = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${faviconLink(DEFAULT_TEMPLATE.theme)}
<style>${cardStyles(DEFAULT_TEMPLATE.theme)}</style></head>
<body><main><section><h1>${title}</h1>
<p>${text}</p></section></main></body></html>
`;

export const renderNotFound = (): string =>
  messagePage('Card not found', 'This business card does not exist or is no longer available.');

export const CARD_GONE_TEXT = 'This card is no longer available';

/** A deactivated or removed user's card (410). */
export const renderGone = (): string => messagePage('Card unavailable', `${CARD_GONE_TEXT}.`);
