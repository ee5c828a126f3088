import { type CardPageLanguage, DEFAULT_SECTIONS, type EndUserFields } from '@bizcard/shared/model';
import { type CardPerson, cardPerson, orderedSectionIds } from '@bizcard/shared/schemas';
import { parsePhone, phoneRegion } from '../../phone';
import { type CardMeta, cardMetaTags } from './card-meta';
import { phoneForVisitor } from './card-phone';
import { shareSection } from './card-share';
import { cardStyles } from './card-styles';
import { assetUrl, type CardTemplate, DEFAULT_TEMPLATE } from './card-template';
import { CARD_TEXTS, type CardTexts } from './card-texts/card-texts';
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

/** Who the page is for and where it lives: its language, the visitor's region, its preview. */
export interface CardPageContext extends CardMeta {
  language: CardPageLanguage;
  region: string | null;
  /** The 'Share your details' form and its style rules, when the card shows it (decision 053). */
  contactForm?: { html: string; styles: string };
}

export const DEFAULT_CARD_CONTEXT: CardPageContext = {
  language: 'en',
  region: null,
  url: '',
  origin: '',
  indexable: false,
};

const htmlLang = (language: CardPageLanguage) =>
  `<html lang="${language}" dir="${CARD_TEXTS[language].dir}">`;

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

function contactItems(person: CardPerson, user: CardUser, page: CardPageContext): string[] {
  const region = phoneRegion(user.tenant_country);
  const texts = CARD_TEXTS[page.language];
  const items = person.phones.map(({ label, number }) => {
    // A number stored before numbers were checked may not parse: shown, but not dialled.
    const uri = parsePhone(number, region)?.uri;
    const shown = phoneForVisitor(number, page.region);
    return item(label, uri ? link(uri, shown) : escapeHtml(number));
  });
  if (person.email) {
    const email = EMAIL.test(person.email) ? link(`mailto:${person.email}`, person.email) : '';
    items.push(item(texts.email, email || escapeHtml(person.email)));
  }
  if (person.website) {
    const site = isWebAddress(person.website) ? link(person.website, person.website) : '';
    items.push(item(texts.website, site || escapeHtml(person.website)));
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
  texts: CardTexts,
): string {
  const line = (className: string, text: string) =>
    text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';
  const { companyLogo, profilePhoto } = template;
  const logo = companyLogo
    ? `<img class="logo" src="${assetUrl(companyLogo)}" alt="${escapeHtml(texts.companyLogo)}">`
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
<a class="add" href="/c/${encodeURIComponent(user.card_slug)}/contact.vcf">${escapeHtml(texts.addToContacts)}</a>${walletLinks(user.card_slug, wallet, texts)}
</header>`;
}

type SectionId = keyof CardTemplate['sections'];

/** A built-in section's title in the page's language while the admin left it at its default. */
const sectionTitle = (id: string, title: string, page: CardPageContext) =>
  title === DEFAULT_SECTIONS[id as SectionId]?.title
    ? CARD_TEXTS[page.language][id as SectionId]
    : title;

/** The enabled sections in the template's order; a built-in with nothing to show is left out. */
function sections(
  person: CardPerson,
  user: CardUser,
  template: CardTemplate,
  page: CardPageContext,
): string[] {
  const builtIns: Record<string, () => string[]> = {
    contactInfo: () => contactItems(person, user, page),
    address: () => addressItems(person),
    businessHours: () =>
      person.businessHours ? [`<li>${escapeMultiline(person.businessHours)}</li>`] : [],
    socialMedia: () => socialItems(person),
  };
  return orderedSectionIds(template.sectionOrder, template.customSections).map((id) => {
    const builtIn = template.sections[id as keyof CardTemplate['sections']];
    if (builtIn)
      return builtIn.enabled ? section(sectionTitle(id, builtIn.title, page), builtIns[id]!()) : '';
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
  page: CardPageContext = DEFAULT_CARD_CONTEXT,
): string {
  const person = cardPerson(user, template.fieldMapping, template);
  const title = [person.name, template.pageTitle].filter(Boolean).join(' · ');
  const texts = CARD_TEXTS[page.language];
  return `<!doctype html>
${htmlLang(page.language)}<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${cardMetaTags(person, template, page)}
${faviconLink(template.theme)}
<style>${cardStyles(template.theme)}${walletStyles(wallet)}${page.contactForm?.styles ?? ''}</style></head>
<body><main>
${hero(person, user, template, wallet, texts)}
${sections(person, user, template, page).filter(Boolean).join('\n')}
${page.contactForm?.html ?? ''}
${shareSection(person.name, page.url, user.card_slug, texts)}
</main></body></html>
`;
}

/** A short page in the default theme: no data of any tenant or person. */
const messagePage = (title: string, text: string, language: CardPageLanguage) => `<!doctype html>
${htmlLang(language)}<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${faviconLink(DEFAULT_TEMPLATE.theme)}
<style>${cardStyles(DEFAULT_TEMPLATE.theme)}</style></head>
<body><main><section><h1>${title}</h1>
<p>${text}</p></section></main></body></html>
`;

export const renderNotFound = (language: CardPageLanguage = 'en'): string =>
  messagePage(CARD_TEXTS[language].notFoundTitle, CARD_TEXTS[language].notFoundText, language);

export const CARD_GONE_TEXT = 'This card is no longer available';

/** A deactivated or removed user's card (410). */
export const renderGone = (language: CardPageLanguage = 'en'): string =>
  messagePage(CARD_TEXTS[language].goneTitle, CARD_TEXTS[language].goneText, language);
