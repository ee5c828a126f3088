import { SCAN_SOURCES } from '@bizcard/shared/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetRoutes } from './asset-routes';
import { cardPageFinder } from './card-cache';
import { CARD_CACHE_CONTROL, HTML, sendCardPage } from './card-page-reply';
import { type Card, lookUpCard, qrCodeTarget } from './card-store';
import { sendVCard, vcardPhoto } from './card-vcard';
import { matchesEtag } from './etag';
import { qrEtag, qrPng } from './qr';
import { renderGone, renderNotFound } from './render-card';

interface SlugParams {
  slug: string;
}
interface CardPageQuery {
  /** How the visitor arrived: `qr` (the card's QR code) or `nfc` (its chip's address). */
  src?: unknown;
}

// no-cache: a card reactivated, or an address given out again, shows at once.
function messagePage(reply: FastifyReply, code: 404 | 410) {
  return reply
    .code(code)
    .type(HTML)
    .header('cache-control', 'no-cache')
    .send(code === 404 ? renderNotFound() : renderGone());
}

const isScan = (request: FastifyRequest<{ Querystring: CardPageQuery }>) =>
  SCAN_SOURCES.some((source) => source === request.query.src);

/** Public card pages (no session): `/c/{slug}`, its vCard and its QR code. Cacheable. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(assetRoutes);

  const withCard = async (
    slug: string,
    reply: FastifyReply,
    send: (card: Card) => FastifyReply | Promise<FastifyReply>,
  ) => {
    const found = await lookUpCard(app.systemDb, slug);
    if (found.kind === 'card') return send(found.card);
    return messagePage(reply, found.kind === 'gone' ? 410 : 404);
  };

  // Counted before the answer, 304 included: a revalidation is a visit too. Counting is a map
  // update; the database write happens later, in batches (analytics/card-counter-plugin.ts).
  const findCardPage = await cardPageFinder(app);
  app.get<{ Params: SlugParams; Querystring: CardPageQuery }>('/:slug', async (request, reply) => {
    const page = await findCardPage(request.params.slug);
    if (page === 'unknown' || page === 'gone')
      return messagePage(reply, page === 'gone' ? 410 : 404);
    app.countCardEvent(request, page.endUserId, isScan(request) ? 'scan' : 'view');
    return sendCardPage(request, reply, page);
  });

  app.get<{ Params: SlugParams }>('/:slug/contact.vcf', (request, reply) =>
    withCard(request.params.slug, reply, async (card) => {
      app.countCardEvent(request, card.endUserId, 'save');
      const photo = await vcardPhoto(app.systemDb, card.template.profilePhoto);
      return sendVCard(reply.header('cache-control', CARD_CACHE_CONTROL), card.user, photo);
    }),
  );

  // Not counted: the users table and 'Your card' show this image, so its requests are
  // displays. A scan shows as the visit of the address it holds (`?src=qr`).
  app.get<{ Params: SlugParams }>('/:slug/qr.png', (request, reply) =>
    withCard(request.params.slug, reply, async ({ user }) => {
      const url = qrCodeTarget(app.config.publicAppUrl, user.card_slug);
      const etag = qrEtag(url);
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/png').send(await qrPng(url));
    }),
  );
}
