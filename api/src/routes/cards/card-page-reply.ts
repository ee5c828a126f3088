import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardPage, ContentCoding, PageVariant } from './card-page';
import { matchesEtag } from './etag';

export const HTML = 'text/html; charset=utf-8';
// Inline styles only: no script may run on a page made of user data. Images are the
// template's own, served from /c/assets on this origin, and the inline icon.
export const CARD_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

// Stored by browsers and proxies but revalidated on every visit (a 304 when nothing changed):
// each visit reaches the server to be counted, and an edit shows at the next one.
export const CARD_CACHE_CONTROL = 'public, no-cache';

/** The codings an Accept-Encoding header allows (q > 0); `*` stands for any not named. */
function accepts(header: string | undefined, coding: ContentCoding): boolean {
  if (coding === 'identity') return true;
  let wildcard = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

/** The first variant the client takes: brotli, then gzip, else the page as is. */
export const chooseVariant = (page: CardPage, acceptEncoding: string | undefined): PageVariant =>
  page.variants.find(({ coding }) => accepts(acceptEncoding, coding)) ??
  (page.variants.at(-1) as PageVariant);

/**
 * Answers with the variant the client accepts, or 304 when If-None-Match names any variant:
 * a cache holding several (Vary: Accept-Encoding) sends all their tags, and the tag in the
 * 304 tells it which one to show.
 */
export function sendCardPage(request: FastifyRequest, reply: FastifyReply, page: CardPage) {
  reply
    .header('cache-control', CARD_CACHE_CONTROL)
    .header('content-security-policy', CARD_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  const known = page.variants.find(({ etag }) => matchesEtag(ifNoneMatch, etag));
  if (known) return reply.code(304).header('etag', known.etag).send();
  const variant = chooseVariant(page, request.headers['accept-encoding']);
  if (variant.coding !== 'identity') reply.header('content-encoding', variant.coding);
  return reply.type(HTML).header('etag', variant.etag).send(variant.body);
}
