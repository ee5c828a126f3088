import { SCAN_SOURCES } from '@bizcard/shared/model';
import { cardPageQuerySchema, cardPathSchema } from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CardEvent } from '../../analytics/card-counter';
import { type FileReply, fileReply, NOT_MODIFIED } from '../../docs/file-reply';
import { PUBLIC } from '../../docs/route-docs';
import { assetRoutes } from './asset-routes';
import { cardFinder } from './card-cache';
import { visitorOf } from './card-language';
import {
  CARD_CACHE_CONTROL,
  CARD_GONE_REPLY,
  HTML,
  NOT_INDEXED,
  sendCardPage,
} from './card-page-reply';
import { type Card, qrCodeTarget } from './card-store';
import { sendVCard, VCARD, vcardPhoto } from './card-vcard';
import { contactExchangeRoutes } from './contact-exchange/contact-routes';
import { matchesEtag } from './etag';
import { sendMessagePage as messagePage } from './message-page';
import { qrEtag, qrPng } from './qr';
import { walletRoutes } from './wallet/wallet-routes';

const tags = ['Card pages'];
/** A card's page or file; an unknown address answers a 404 page, a deactivated card's a 410. */
const cardDocs = (summary: string, reply: FileReply) => ({
  summary,
  tags,
  security: PUBLIC,
  params: cardPathSchema,
  response: {
    200: reply,
    304: NOT_MODIFIED,
    404: fileReply('No card at this address', [HTML]),
    410: CARD_GONE_REPLY,
  },
});

const PNG = 'image/png';

/** How the visitor arrived: `qr` (the card's QR code, a scan) or `nfc` (its chip, a tap). */
function eventOf(src: string | string[] | undefined): CardEvent {
  if (!SCAN_SOURCES.some((source) => source === src)) return 'view';
  return src === 'nfc' ? 'tap' : 'scan';
}

/** Public card pages (no session): `/c/{slug}`, its vCard and its QR code. Cacheable. */
export async function cardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Not indexed unless said otherwise: a card page of a tenant that allows it says so itself.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('x-robots-tag')) reply.header('x-robots-tag', NOT_INDEXED);
  });
  await app.register(assetRoutes);
  const cards = await cardFinder(app);
  await app.register(walletRoutes, { cards });
  await app.register(contactExchangeRoutes, { cards });

  const withCard = async (
    slug: string,
    request: FastifyRequest,
    reply: FastifyReply,
    send: (card: Card) => FastifyReply | Promise<FastifyReply>,
  ) => {
    const found = await cards.card(slug);
    if (found.kind === 'card') return send(found.card);
    return messagePage(request, reply, found.kind === 'gone' ? 410 : 404);
  };

  // Counted before the answer, 304 included: a revalidation is a visit too. Counting is a map
  // update; the database write happens later, in batches (analytics/card-counter-plugin.ts).
  app.get(
    '/:slug',
    {
      schema: {
        ...cardDocs(
          "A person's card page; counted as a view, or as a scan with ?src",
          fileReply('The card page', [HTML]),
        ),
        querystring: cardPageQuerySchema,
      },
    },
    async (request, reply) => {
      const visitor = visitorOf(request.headers['accept-language']);
      const page = await cards.page(request.params.slug, visitor);
      if (page === 'unknown' || page === 'gone')
        return messagePage(request, reply, page === 'gone' ? 410 : 404);
      app.countCardEvent(request, page.endUserId, eventOf(request.query.src));
      app.contactExchange.opened.opened(request.ip, request.params.slug, app.clock().getTime());
      return sendCardPage(request, reply, page);
    },
  );

  const vcardDocs = cardDocs("A person's vCard; counted as a save", fileReply('The .vcf', [VCARD]));
  app.get('/:slug/contact.vcf', { schema: vcardDocs }, (request, reply) =>
    withCard(request.params.slug, request, reply, async (card) => {
      app.countCardEvent(request, card.endUserId, 'save');
      const photo = await vcardPhoto(app.systemDb, card.template.profilePhoto);
      return sendVCard(reply.header('cache-control', CARD_CACHE_CONTROL), card.user, photo);
    }),
  );

  // Not counted: the users table and 'Your card' show this image, so its requests are
  // displays. A scan shows as the visit of the address it holds (`?src=qr`).
  const qrDocs = cardDocs("The QR code of a person's card address", fileReply('A PNG', [PNG]));
  app.get('/:slug/qr.png', { schema: qrDocs }, (request, reply) =>
    withCard(request.params.slug, request, reply, async ({ user }) => {
      const url = qrCodeTarget(app.config.publicAppUrl, user.card_slug);
      const etag = qrEtag(url);
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag))
        return reply.code(304).send(undefined);
      return reply.type(PNG).send(await qrPng(url));
    }),
  );
}
