import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/database';
import type { Visitor } from './card-language';
import { type CardPage, compressedCardPage, plainCardPage } from './card-page';
import { type Card, type CardLookup, cardUrl, lookUpCard } from './card-store';
import { contactFormPart } from './contact-exchange/contact-form-part';
import { renderCard } from './render-card';
import { walletButtons } from './wallet/wallet-buttons';

/** Notified with a tenant's id by migration 016's triggers when a card of it may show otherwise. */
export const CARD_CHANGED = 'card_changed';

const PAGE_TTL_MS = 12 * 60 * 60 * 1000;
// Cards read for the contact form's posts and the pages' renders: a few KB each at most.
const MAX_CARDS = 10_000;

/** Removes a tenant's entries: its pages, or its cards. */
function dropTenant<V extends { tenantId: string }>(kept: LRUCache<string, V>, tenantId: string) {
  const gone = [...kept.entries()].filter(([, value]) => value.tenantId === tenantId);
  for (const [key] of gone) kept.delete(key);
}

/** A page is kept per address and per what the visitor's Accept-Language chose (decision 050). */
const pageKey = (slug: string, { language, region }: Visitor) =>
  `${slug} ${language ?? '-'} ${region ?? '-'}`;

/**
 * Rendered card pages by address, bounded in bytes, and the cards behind them by address,
 * bounded in number, dropped by tenant when the database notifies a change (decision 021).
 * Nothing is stored while notifications may be missed.
 */
export class CardPageCache implements ChangeFeed {
  readonly #pages: LRUCache<string, CardPage>;
  readonly #cards: LRUCache<string, Card>;
  // Moves at every drop: a page read before a change and ready after it is not stored.
  #epoch = 0;
  #listening = false;

  constructor(maxBytes: number, now: () => number = () => performance.now()) {
    // Made again at least twice a day: the contact form's token is good for 24 hours.
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.size,
      ttl: PAGE_TTL_MS,
      perf: { now },
    });
    this.#cards = new LRUCache({ max: MAX_CARDS, ttl: PAGE_TTL_MS, perf: { now } });
  }

  get(slug: string): CardPage | undefined {
    return this.#pages.get(slug);
  }

  /** Read before reading the database for a page, and handed back to `store` with it. */
  get epoch(): number {
    return this.#epoch;
  }

  store(slug: string, page: CardPage, epochAtRead: number): void {
    if (this.#listening && epochAtRead === this.#epoch) this.#pages.set(slug, page);
  }

  /** The card at an address as last read, while nothing it shows has changed. */
  getCard(slug: string): Card | undefined {
    return this.#cards.get(slug);
  }

  storeCard(slug: string, card: Card, epochAtRead: number): void {
    if (this.#listening && epochAtRead === this.#epoch) this.#cards.set(slug, card);
  }

  changed(tenantId: string): void {
    this.#epoch++;
    dropTenant(this.#pages, tenantId);
    dropTenant(this.#cards, tenantId);
  }

  connected(isConnected: boolean): void {
    this.#epoch++;
    this.#listening = isConnected;
    this.#pages.clear();
    this.#cards.clear();
  }
}

export type CardPageLookup = CardPage | 'gone' | 'unknown';

/** A card address's card and page, from memory while nothing they show has changed. */
export interface CardFinder {
  /** The card (the contact form's posts): kept, else read in one statement. */
  card(slug: string): Promise<CardLookup>;
  /** The page in the visitor's language: kept, else rendered from `card`'s card. */
  page(slug: string, visitor: Visitor): Promise<CardPageLookup>;
}

/**
 * The cards and pages of card addresses: read, rendered and, when CARD_CACHE_MB allows,
 * compressed and kept, so that a visitor's form post after the page needs no read.
 */
export async function cardFinder(app: FastifyInstance): Promise<CardFinder> {
  const maxBytes = Math.floor(app.config.cardCacheMb * 1024 * 1024);
  const cache = maxBytes > 0 ? new CardPageCache(maxBytes, () => app.clock().getTime()) : null;
  const wallet = walletButtons(app.config);
  if (cache) await app.db.listen(CARD_CHANGED, cache);

  const card = async (slug: string): Promise<CardLookup> => {
    const kept = cache?.getCard(slug);
    if (kept) return { kind: 'card', card: kept };
    const epoch = cache?.epoch ?? 0;
    const found = await lookUpCard(app.systemDb, slug);
    if (found.kind === 'card') cache?.storeCard(slug, found.card, epoch);
    return found;
  };

  const page = async (slug: string, visitor: Visitor): Promise<CardPageLookup> => {
    const key = pageKey(slug, visitor);
    const cached = cache?.get(key);
    app.metrics.cardPage(cached ? 'hit' : 'miss');
    if (cached) return cached;
    const epoch = cache?.epoch ?? 0;
    const found = await card(slug);
    if (found.kind !== 'card') return found.kind;
    const { settings } = found.card;
    const language = visitor.language ?? settings.language;
    const html = renderCard(found.card.user, found.card.template, wallet, {
      language,
      region: visitor.region,
      url: cardUrl(app.config.publicAppUrl, slug),
      origin: app.config.publicAppUrl,
      indexable: settings.indexable,
      contactForm: contactFormPart(app, found.card, language),
    });
    if (!cache) return plainCardPage(html, found.card);
    const compressed = await compressedCardPage(html, found.card);
    cache.store(key, compressed, epoch);
    return compressed;
  };

  return { card, page };
}
