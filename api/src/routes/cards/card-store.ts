import type { CardPageLanguage, CardPageSettings, ScanSource } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { withDisplayPhones } from '../../phone';
import { readRecord } from '../templates/template-record';
import { WRITE_COLUMNS } from '../users/user-columns';
import { type CardTemplate, DEFAULT_TEMPLATE } from './card-template';
import { withHiddenFieldsLeftOut } from './card-visibility';
import type { CardUser } from './render-card';

/** What a card address may look like; anything else is no card (reports ask the same). */
export const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export interface Card {
  endUserId: string;
  user: CardUser;
  tenantId: string;
  template: CardTemplate;
  /** The tenant's: whether search engines may index the page, and its default language. */
  settings: CardPageSettings;
  /** The tenant's consent wording of the contact form; null: the default (decision 053). */
  consentText: string | null;
  /** The fields the person keeps off their card (decision 058); `user` still holds them. */
  hiddenFields: string[];
  /** The fields the card's template locks (decision 056): shown whatever the person hides. */
  lockedFields: string[];
}

/**
 * What a card address leads to: a card, a card that is gone (its user deactivated, or removed:
 * migration 011 keeps removed users' addresses), or nothing (404).
 */
export type CardLookup = { kind: 'card'; card: Card } | { kind: 'gone' } | { kind: 'unknown' };

/** The card as the public sees it: without the fields the person hides (decision 058). */
const publicCard = (card: Card): Card => ({
  ...card,
  user: withHiddenFieldsLeftOut(card.user, {
    hidden: card.hiddenFields,
    locked: card.lockedFields,
  }),
});

export async function lookUpCard(q: Queryable, slug: string): Promise<CardLookup> {
  if (!SLUG.test(slug)) return { kind: 'unknown' };
  const { card, removed } = await readCard(q, slug);
  if (card) return card.user.active ? { kind: 'card', card: publicCard(card) } : { kind: 'gone' };
  return removed ? { kind: 'gone' } : { kind: 'unknown' };
}

/** The user behind a public card address, as `readCard` finds it; null when there is none. */
export async function findCard(q: Queryable, slug: string): Promise<Card | null> {
  if (!SLUG.test(slug)) return null;
  return (await readCard(q, slug)).card;
}

type CardRow = CardUser & {
  end_user_id: string | null;
  tenant_id: string;
  template_data: unknown;
  photo: CardTemplate['profilePhoto'];
  card_indexable: boolean;
  card_language: CardPageLanguage;
  contact_consent_text: string | null;
  hidden_card_fields: string[] | null;
  locked_fields: string[] | null;
  removed: boolean | null;
};

const PERSON_COLUMNS = WRITE_COLUMNS.map((column) => `u.${column}`).join(', ');

// Always one row: the person (null columns when there is none), their tenant's card settings,
// the template their card uses (migration 033: chosen by hand, by rule, else the tenant's
// default; looked up once) and, only without a person, whether the address was removed.
const CARD_SQL = `SELECT ${PERSON_COLUMNS}, u.card_slug, u.id AS end_user_id, u.tenant_id, u.photo,
       u.hidden_card_fields, tn.country AS tenant_country, tn.card_indexable, tn.card_language,
       tn.contact_consent_text, tpl.data AS template_data, tpl.locked_fields,
       CASE WHEN u.id IS NULL
         THEN EXISTS (SELECT 1 FROM removed_card_slugs r WHERE r.card_slug = wanted.slug)
       END AS removed
  FROM (SELECT $1::text AS slug) wanted
  LEFT JOIN end_users u ON u.card_slug = wanted.slug
  LEFT JOIN tenants tn ON tn.id = u.tenant_id
  LEFT JOIN LATERAL (
    SELECT t.data, t.locked_fields FROM card_templates t
     WHERE t.id = card_template_of(u.tenant_id, u.id, u.department)
  ) tpl ON true`;

/**
 * Everything a card address's page, vCard, wallet passes and contact form need, in one
 * statement (one round trip): the person, their tenant's card settings and their template,
 * or whether the address belonged to a removed person.
 */
async function readCard(
  q: Queryable,
  slug: string,
): Promise<{ card: Card | null; removed: boolean }> {
  const { rows } = await q.query<CardRow>(CARD_SQL, [slug]);
  const row = rows[0];
  if (!row?.end_user_id) return { card: null, removed: row?.removed === true };
  const {
    end_user_id: endUserId,
    tenant_id: tenantId,
    template_data: data,
    photo,
    card_indexable: indexable,
    card_language: language,
    contact_consent_text: consentText,
    hidden_card_fields: hiddenFields,
    locked_fields: lockedFields,
    removed: _removed,
    ...user
  } = row;
  const template = data ? readRecord(data) : DEFAULT_TEMPLATE;
  // The user's own photo comes before the template's default one, on the page and the vCard.
  // Phones are stored as E.164; the page, the vCard and the designer's copy of it show them
  // formatted, from here, so that no writer formats them on its own.
  const card: Card = {
    endUserId,
    user: withDisplayPhones(user),
    tenantId,
    template: { ...template, profilePhoto: photo ?? template.profilePhoto },
    settings: { indexable, language },
    consentText,
    hiddenFields: hiddenFields ?? [],
    lockedFields: lockedFields ?? [],
  };
  return { card, removed: false };
}

export const cardUrl = (publicAppUrl: string, slug: string) =>
  `${publicAppUrl}/c/${encodeURIComponent(slug)}`;

const QR_SOURCE: ScanSource = 'qr';

/** What the card's QR code holds: the card address marked as scanned, so the visit counts as a scan. */
export const qrCodeTarget = (publicAppUrl: string, slug: string) =>
  `${cardUrl(publicAppUrl, slug)}?src=${QR_SOURCE}`;
