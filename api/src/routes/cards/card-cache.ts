import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/database';
import type { Visitor } from './card-language';
import { type CardPage, compressedCardPage, plainCardPage } from './card-page';
import { cardUrl, lookUpCard } from './card-store';
import { contactFormPart } from './contact-exchange/contact-form-part';
import { renderCard } from './render-card';
import { walletButtons } from './wallet/wallet-buttons';

/** Notified with a tenant's id by migration 016's triggers when a card of it may show otherwise. */
export const CARD_CHANGED = 'card_changed';

const PAGE_TTL_MS = 12 * 60 * 60 * 1000;

/** A page is kept per address and per what the visitor's Accept-Language chose (decision 050). */
const pageKey = (slug: string, { language, region }: Visitor) =>
  `${slug} ${language ?? '-'} ${region ?? '-'}`;

/**
 * Rendered card pages by address, bounded in bytes, dropped by tenant when the database
 * notifies a change (decision 021). Nothing is stored while notifications may be missed.
 */
export class CardPageCache implements ChangeFeed {
  readonly #pages: LRUCache<string, CardPage>;
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

  changed(tenantId: string): void {
    this.#epoch++;
    const gone = [...this.#pages.entries()].filter(([, page]) => page.tenantId === tenantId);
    for (const [slug] of gone) this.#pages.delete(slug);
  }

  connected(isConnected: boolean): void {
    this.#epoch++;
    this.#listening = isConnected;
    this.#pages.clear();
  }
}

export type CardPageLookup = CardPage | 'gone' | 'unknown';

/**
 * The page of a card address: from memory while nothing it shows has changed, else read,
 * rendered and, when CARD_CACHE_MB allows, compressed and kept.
 */
export async function cardPageFinder(
  app: FastifyInstance,
): Promise<(slug: string, visitor: Visitor) => Promise<CardPageLookup>> {
  const maxBytes = Math.floor(app.config.cardCacheMb * 1024 * 1024);
  const cache = maxBytes > 0 ? new CardPageCache(maxBytes, () => app.clock().getTime()) : null;
  const wallet = walletButtons(app.config);
  if (cache) await app.db.listen(CARD_CHANGED, cache);
  return async (slug, visitor) => {
    const key = pageKey(slug, visitor);
    const cached = cache?.get(key);
    app.metrics.cardPage(cached ? 'hit' : 'miss');
    if (cached) return cached;
    const epoch = cache?.epoch ?? 0;
    const found = await lookUpCard(app.systemDb, slug);
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
    const page = await compressedCardPage(html, found.card);
    cache.store(key, page, epoch);
    return page;
  };
}
