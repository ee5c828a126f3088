import type { FastifyInstance, FastifyReply } from 'fastify';
import { phoneRegion } from '../../phone';
import { cardUrl, findCardUser } from './card-store';
import { DEFAULT_TEMPLATE } from './card-template';
import { qrEtag, qrPng } from './qr';
import { type CardUser, renderCard, renderNotFound } from './render-card';
import { buildVCard, vcardFileName } from './vcard';

interface SlugParams {
  slug: string;
}

const HTML = 'text/html; charset=utf-8';
// Inline styles only: no script may run on a page made of user data.
const CARD_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; base-uri 'none'; form-action 'none'";

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type(HTML)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', CARD_CSP)
    .send(renderNotFound());
}

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

const matchesEtag = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim())) ?? false;

/** Public card pages (no session): `/c/{slug}`, its vCard and its QR code. Cacheable. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const withUser = async (
    slug: string,
    reply: FastifyReply,
    send: (user: CardUser) => FastifyReply | Promise<FastifyReply>,
  ) => {
    const user = await findCardUser(app.systemDb, slug);
    return user ? send(user) : notFoundPage(reply);
  };

  app.get<{ Params: SlugParams }>('/:slug', (request, reply) =>
    withUser(request.params.slug, reply, (user) =>
      reply
        .type(HTML)
        .header('cache-control', 'public, max-age=60')
        .header('content-security-policy', CARD_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(renderCard(user, DEFAULT_TEMPLATE)),
    ),
  );

  app.get<{ Params: SlugParams }>('/:slug/contact.vcf', (request, reply) =>
    withUser(request.params.slug, reply, (user) =>
      reply
        .type('text/vcard; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .header('content-disposition', contentDisposition(vcardFileName(user)))
        .send(buildVCard(user, phoneRegion(user.tenant_country))),
    ),
  );

  app.get<{ Params: SlugParams }>('/:slug/qr.png', (request, reply) =>
    withUser(request.params.slug, reply, async (user) => {
      const url = cardUrl(app.config.publicAppUrl, user.card_slug);
      const etag = qrEtag(url);
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/png').send(await qrPng(url));
    }),
  );
}
