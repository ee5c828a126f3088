import type { CardPageLanguage, CardPageSettings, ScanSource } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { withDisplayPhones } from '../../phone';
import { readRecord } from '../templates/template-record';
import { WRITE_COLUMN_LIST } from '../users/user-columns';
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
  const card = await findCard(q, slug);
  if (card) return card.user.active ? { kind: 'card', card: publicCard(card) } : { kind: 'gone' };
  const { rows } = await q.query('SELECT 1 FROM removed_card_slugs WHERE card_slug = $1', [slug]);
  return rows.length > 0 ? { kind: 'gone' } : { kind: 'unknown' };
}

/**
 * The user behind a public card address with the template their card uses (migration 033:
 * chosen by hand, by rule, else the tenant's default), in one statement.
 */
export async function findCard(q: Queryable, slug: string): Promise<Card | null> {
  if (!SLUG.test(slug)) return null;
  const { rows } = await q.query<
    CardUser & {
      end_user_id: string;
      tenant_id: string;
      template_data: unknown;
      photo: CardTemplate['profilePhoto'];
      card_indexable: boolean;
      card_language: CardPageLanguage;
      contact_consent_text: string | null;
      hidden_card_fields: string[] | null;
      locked_fields: string[] | null;
    }
  >(
    `SELECT ${WRITE_COLUMN_LIST}, card_slug, id AS end_user_id, tenant_id, photo, hidden_card_fields,
            (SELECT country FROM tenants WHERE tenants.id = end_users.tenant_id) AS tenant_country,
            (SELECT card_indexable FROM tenants WHERE tenants.id = end_users.tenant_id)
              AS card_indexable,
            (SELECT card_language FROM tenants WHERE tenants.id = end_users.tenant_id)
              AS card_language,
            (SELECT contact_consent_text FROM tenants WHERE tenants.id = end_users.tenant_id)
              AS contact_consent_text,
            (SELECT data FROM card_templates t
              WHERE t.id = card_template_of(end_users.tenant_id, end_users.id, end_users.department))
              AS template_data,
            (SELECT locked_fields FROM card_templates t
              WHERE t.id = card_template_of(end_users.tenant_id, end_users.id, end_users.department))
              AS locked_fields
       FROM end_users WHERE card_slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
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
    ...user
  } = row;
  const template = data ? readRecord(data) : DEFAULT_TEMPLATE;
  // The user's own photo comes before the template's default one, on the page and the vCard.
  // Phones are stored as E.164; the page, the vCard and the designer's copy of it show them
  // formatted, from here, so that no writer formats them on its own.
  return {
    endUserId,
    user: withDisplayPhones(user),
    tenantId,
    template: { ...template, profilePhoto: photo ?? template.profilePhoto },
    settings: { indexable, language },
    consentText,
    hiddenFields: hiddenFields ?? [],
    lockedFields: lockedFields ?? [],
  };
}

export const cardUrl = (publicAppUrl: string, slug: string) =>
  `${publicAppUrl}/c/${encodeURIComponent(slug)}`;

const QR_SOURCE: ScanSource = 'qr';

/** What the card's QR code holds: the card address marked as scanned, so the visit counts as a scan. */
export const qrCodeTarget = (publicAppUrl: string, slug: string) =>
  `${cardUrl(publicAppUrl, slug)}?src=${QR_SOURCE}`;
