import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileReply } from '../../docs/file-reply';
import type { CardPage, ContentCoding, PageVariant } from './card-page';
import { matchesEtag } from './etag';

export const HTML = 'text/html; charset=utf-8';

/** The API document's 410 of every card route: the card's message page. */
export const CARD_GONE_REPLY = fileReply('The card was deactivated', [HTML]);
// The card page's security headers (its CSP among them) come from the security-headers plugin.

// Stored by browsers and proxies but revalidated on every visit (a 304 when nothing changed):
// each visit reaches the server to be counted, and an edit shows at the next one.
export const CARD_CACHE_CONTROL = 'public, no-cache';

// The page is in the visitor's language (decision 050): a cache keeps one copy per language.
export const CARD_VARY = 'Accept-Encoding, Accept-Language';

/** What search engines may do with a card's answers: the page follows its tenant, files never. */
export const NOT_INDEXED = 'noindex';

/**
 * The codings an Accept-Encoding header allows (q > 0), read once per request; `*` stands
 * for any coding not named, and identity is always allowed.
 */
function acceptedCodings(header: string | undefined): (coding: ContentCoding) => boolean {
  const named = new Map<string, boolean>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!named.has(name)) named.set(name, q === undefined || Number(q.slice(2)) > 0);
  }
  const wildcard = named.get('*') ?? false;
  return (coding) => coding === 'identity' || (named.get(coding) ?? wildcard);
}

/** The first variant the client takes: brotli, then gzip, else the page as is. */
export function chooseVariant(page: CardPage, acceptEncoding: string | undefined): PageVariant {
  const accepts = acceptedCodings(acceptEncoding);
  return (
    page.variants.find(({ coding }) => accepts(coding)) ?? (page.variants.at(-1) as PageVariant)
  );
}

/**
 * Answers with the variant the client accepts, or 304 when If-None-Match names any variant:
 * a cache holding several (Vary: Accept-Encoding) sends all their tags, and the tag in the
 * 304 tells it which one to show.
 */
export function sendCardPage(request: FastifyRequest, reply: FastifyReply, page: CardPage) {
  reply
    .header('cache-control', CARD_CACHE_CONTROL)
    .header('vary', CARD_VARY)
    .header('x-robots-tag', page.indexable ? 'all' : NOT_INDEXED);
  const ifNoneMatch = request.headers['if-none-match'];
  const known = page.variants.find(({ etag }) => matchesEtag(ifNoneMatch, etag));
  if (known) return reply.code(304).header('etag', known.etag).send();
  const variant = chooseVariant(page, request.headers['accept-encoding']);
  if (variant.coding !== 'identity') reply.header('content-encoding', variant.coding);
  return reply.type(HTML).header('etag', variant.etag).send(variant.body);
}
