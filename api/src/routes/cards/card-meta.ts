import type { CardPerson } from '@bizcard/shared/schemas';
import { assetUrl, type CardTemplate } from './card-template';
import { escapeHtml } from './html';

/** What a link preview of the card shows, and whether search engines may keep it. */
export interface CardMeta {
  /** The card's absolute address: og:url, and what Share sends. */
  url: string;
  /** The public origin images are given from (PUBLIC_APP_URL): previews need absolute URLs. */
  origin: string;
  indexable: boolean;
}

/** The description of a link preview: title and company ('Engineer · Acme'), else the name. */
export const cardDescription = (person: CardPerson) =>
  [person.jobTitle, person.company].filter(Boolean).join(' · ') || person.name;

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The head's description, Open Graph and Twitter card tags, and robots unless the tenant lets
 * its cards be indexed. The image is the person's photo (512 px square) or else the logo.
 */
export function cardMetaTags(person: CardPerson, template: CardTemplate, card: CardMeta): string {
  const description = cardDescription(person);
  const image = template.profilePhoto ?? template.companyLogo;
  return [
    meta('name', 'description', description),
    card.indexable ? '' : '<meta name="robots" content="noindex">',
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', person.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', card.url),
    image ? meta('property', 'og:image', `${card.origin}${assetUrl(image)}`) : '',
    meta('name', 'twitter:card', 'summary'),
  ]
    .filter(Boolean)
    .join('\n');
}
