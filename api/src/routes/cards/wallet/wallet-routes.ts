import { cardPathSchema, noBodySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FileReply, fileReply } from '../../../docs/file-reply';
import { PUBLIC } from '../../../docs/route-docs';
import type { CardFinder } from '../card-cache';
import { CARD_GONE_REPLY, HTML } from '../card-page-reply';
import { type Card, cardUrl, qrCodeTarget } from '../card-store';
import { assetUrl } from '../card-template';
import { sendMessagePage } from '../message-page';
import { applePass, PKPASS } from './apple-pass';
import { googleSaveUrl } from './google-pass';
import { PassCache } from './pass-cache';
import { passImages } from './pass-images';
import { walletCard } from './wallet-card';

const docs = (summary: string, code: 200 | 302, reply: FileReply | typeof noBodySchema) => ({
  summary,
  tags: ['Card pages'],
  security: PUBLIC,
  params: cardPathSchema,
  response: {
    [code]: reply,
    404: fileReply('No card at this address, or no wallet settings', [HTML]),
    410: CARD_GONE_REPLY,
  },
});

// Not kept by browsers or proxies: a card edited or deactivated leaves no old pass behind,
// and each save link carries its own issue time.
const NO_STORE = 'no-store';

/**
 * `/c/{slug}/pass.pkpass` (Apple Wallet) and `/c/{slug}/google-wallet` (a redirect to Google's
 * save page): each answers 404 while its settings are missing, and, like the page, 410 for a
 * deactivated card. A pass is a save in Reports, as the vCard is (decision 051).
 */
export async function walletRoutes(
  fastify: FastifyInstance,
  { cards }: { cards: CardFinder },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { appleWallet, googleWallet, publicAppUrl } = app.config;
  const passes = new PassCache();

  const withCard = async (
    slug: string,
    request: FastifyRequest,
    reply: FastifyReply,
    send: (card: Card) => Promise<FastifyReply>,
  ) => {
    const found = await cards.card(slug);
    if (found.kind === 'card') return send(found.card);
    return sendMessagePage(request, reply, found.kind === 'gone' ? 410 : 404);
  };
  const passCard = (card: Card) =>
    walletCard(
      card,
      cardUrl(publicAppUrl, card.user.card_slug),
      qrCodeTarget(publicAppUrl, card.user.card_slug),
    );

  const appleDocs = docs(
    "A person's card as an Apple Wallet pass; counted as a save",
    200,
    fileReply('The signed .pkpass', [PKPASS]),
  );
  app.get('/:slug/pass.pkpass', { schema: appleDocs }, async (request, reply) => {
    if (!appleWallet) return sendMessagePage(request, reply, 404);
    return withCard(request.params.slug, request, reply, async (card) => {
      const shown = passCard(card);
      const { theme, companyLogo, profilePhoto } = card.template;
      const pass = await passes.get([shown, theme, companyLogo, profilePhoto], async () =>
        applePass(shown, await passImages(app.systemDb, card.template), appleWallet),
      );
      app.countCardEvent(request, card.endUserId, 'save');
      return reply.header('cache-control', NO_STORE).type(PKPASS).send(pass);
    });
  });

  const googleDocs = docs(
    "Redirects to Google Wallet's page saving a person's card; counted as a save",
    302,
    noBodySchema,
  );
  app.get('/:slug/google-wallet', { schema: googleDocs }, async (request, reply) => {
    if (!googleWallet) return sendMessagePage(request, reply, 404);
    return withCard(request.params.slug, request, reply, async (card) => {
      const image = card.template.companyLogo ?? card.template.profilePhoto;
      const logoUrl = image ? `${publicAppUrl}${assetUrl(image)}` : null;
      const url = await googleSaveUrl(passCard(card), googleWallet, publicAppUrl, logoUrl);
      app.countCardEvent(request, card.endUserId, 'save');
      return reply.header('cache-control', NO_STORE).redirect(url, 302);
    });
  });
}
