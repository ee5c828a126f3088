import type { FastifyInstance, FastifyReply } from 'fastify';
import { phoneRegion } from '../../phone';
import { findAsset } from '../templates/template-store';
import { assetRoutes } from './asset-routes';
import { type Card, cardUrl, lookUpCard } from './card-store';
import { matchesEtag } from './etag';
import { qrEtag, qrPng } from './qr';
import { renderCard, renderGone, renderNotFound } from './render-card';
import { buildVCard, vcardFileName } from './vcard';

interface SlugParams {
  slug: string;
}

const HTML = 'text/html; charset=utf-8';
// Inline styles only: no script may run on a page made of user data. Images are the
// template's own, served from /c/assets on this origin, and the inline icon.
const CARD_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

// no-cache: a card reactivated, or an address given out again, shows at once.
function messagePage(reply: FastifyReply, code: 404 | 410) {
  return reply
    .code(code)
    .type(HTML)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', CARD_CSP)
    .send(code === 404 ? renderNotFound() : renderGone());
}

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

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

  /** The 256 px JPEG of the card's photo (the user's own or the template's), for the vCard's PHOTO. */
  const vcardPhoto = async ({ template }: Card) => {
    const ref = template.profilePhoto?.vcard;
    return ref ? ((await findAsset(app.systemDb, ref.hash))?.bytes ?? null) : null;
  };

  app.get<{ Params: SlugParams }>('/:slug', (request, reply) =>
    withCard(request.params.slug, reply, ({ user, template }) =>
      reply
        .type(HTML)
        .header('cache-control', 'public, max-age=60')
        .header('content-security-policy', CARD_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(renderCard(user, template)),
    ),
  );

  app.get<{ Params: SlugParams }>('/:slug/contact.vcf', (request, reply) =>
    withCard(request.params.slug, reply, async (card) =>
      reply
        .type('text/vcard; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .header('content-disposition', contentDisposition(vcardFileName(card.user)))
        .send(buildVCard(card.user, phoneRegion(card.user.tenant_country), await vcardPhoto(card))),
    ),
  );

  app.get<{ Params: SlugParams }>('/:slug/qr.png', (request, reply) =>
    withCard(request.params.slug, reply, async ({ user }) => {
      const url = cardUrl(app.config.publicAppUrl, user.card_slug);
      const etag = qrEtag(url);
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/png').send(await qrPng(url));
    }),
  );
}
