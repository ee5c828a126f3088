import { cardPathSchema, contactFormSchema, noBodySchema } from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fileReply } from '../../../docs/file-reply';
import { PUBLIC } from '../../../docs/route-docs';
import { contactCreateAudit } from '../../contacts/contact-audit';
import { insertContact } from '../../contacts/contact-store';
import type { CardFinder } from '../card-cache';
import { visitorOf } from '../card-language';
import { CARD_VARY, HTML } from '../card-page-reply';
import { type Card, cardUrl } from '../card-store';
import { sendMessagePage } from '../message-page';
import { fullName, renderCard } from '../render-card';
import { walletButtons } from '../wallet/wallet-buttons';
import {
  CONTACT_FORM_STYLES,
  type ContactField,
  type ContactFormState,
  type ContactMessage,
  contactFormSection,
  contactMessageOf,
} from './contact-form-html';
import { contactMailFor, sendContactMail } from './contact-mail';
import { MIN_FILL_MS, readFormToken } from './form-token';
import { sentPage } from './sent-page';

const FORM_BODY_LIMIT = 16 * 1024;
const FIELDS: ContactField[] = ['name', 'email', 'phone', 'company', 'note', 'consent'];

/** Whether the owner's template shows the form (a template flag; on unless turned off). */
export const contactFormShown = (card: Card) => card.template.contactExchange !== false;

/** The owner as the form and the mail name them. */
export const ownerName = (card: Card) => fullName(card.user) || card.user.email;

/** The visitor's text values, as sent (only the form's fields, only strings). */
function sentValues(body: unknown): Partial<Record<ContactField | 'website' | 't', string>> {
  const values: Partial<Record<string, string>> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' && [...FIELDS, 'website', 't'].includes(key))
        values[key] = value;
    }
  }
  return values;
}

/**
 * POST /c/{slug}/contact: a visitor's details from the card page's form (a plain form post).
 * Refused: over the address's or the card's limit (429), too soon after the form was shown or
 * with a stale token, or with bad values (422): the page again, values kept, messages beside
 * the fields. A filled trap field is answered as a success and nothing is kept.
 */
export async function contactExchangeRoutes(
  fastify: FastifyInstance,
  { cards }: { cards: CardFinder },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exchange = app.contactExchange;
  const wallet = walletButtons(app.config);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const formPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    card: Card,
    code: 422 | 429,
    state: ContactFormState,
  ) => {
    const visitor = visitorOf(request.headers['accept-language']);
    const slug = card.user.card_slug;
    const language = visitor.language ?? card.settings.language;
    const form = {
      slug,
      token: exchange.token(slug),
      consentText: card.consentText,
      owner: ownerName(card),
    };
    const html = renderCard(card.user, card.template, wallet, {
      language,
      region: visitor.region,
      url: cardUrl(app.config.publicAppUrl, slug),
      origin: app.config.publicAppUrl,
      indexable: false,
      contactForm: {
        html: contactFormSection(form, language, state),
        styles: CONTACT_FORM_STYLES,
      },
    });
    return reply
      .code(code)
      .type(HTML)
      .header('cache-control', 'no-store')
      .header('vary', CARD_VARY)
      .send(html);
  };

  const docs = {
    summary: "A visitor shares their details with the card's owner (a form post)",
    tags: ['Card pages'],
    security: PUBLIC,
    params: cardPathSchema,
    response: {
      303: noBodySchema.check(z.describe('Sent (or trapped): on to the confirmation page')),
      404: fileReply('No card here, or its form is turned off', [HTML]),
      410: fileReply('A deactivated card', [HTML]),
      422: fileReply('The page again with the form, values kept, and messages', [HTML]),
      429: fileReply('Too many submissions from this address or to this card', [HTML]),
    },
  };
  // The card page is sent with Referrer-Policy no-referrer, so browsers post it with Origin
  // null; the form reads no session, so the origin check has nothing to guard here.
  app.post(
    '/:slug/contact',
    { schema: docs, config: { anyOrigin: true } },
    async (request, reply) => {
      // Kept from the card page the visitor just opened, or read in one statement.
      const found = await cards.card(request.params.slug);
      if (found.kind !== 'card')
        return sendMessagePage(request, reply, found.kind === 'gone' ? 410 : 404);
      const { card } = found;
      if (!contactFormShown(card)) return sendMessagePage(request, reply, 404);
      const slug = card.user.card_slug;
      const sent = sentValues(request.body);
      const { t: token, website, ...values } = sent;
      const now = app.clock();
      const nowMs = now.getTime();
      const keep = (
        errors: ContactFormState['errors'],
        notice?: ContactMessage,
      ): ContactFormState => ({
        values,
        errors,
        notice,
      });

      const addressWait = exchange.perAddress.wait(request.ip, nowMs);
      if (addressWait > 0) {
        reply.header('retry-after', String(addressWait));
        return formPage(request, reply, card, 429, keep({}, 'tooMany'));
      }
      exchange.perAddress.count(request.ip, nowMs);
      // A trap filled in: answered as a success, nothing kept, no one told.
      if (website) return reply.code(303).redirect(`/c/${encodeURIComponent(slug)}/shared`);

      const verdict = readFormToken(exchange.key, slug, token, now);
      if (!verdict.ok) return formPage(request, reply, card, 422, keep({}, 'expired'));
      const startedMs = Math.max(verdict.issuedMs, exchange.opened.at(request.ip, slug) ?? 0);
      if (nowMs - startedMs < MIN_FILL_MS)
        return formPage(request, reply, card, 422, keep({}, 'tooFast'));

      const parsed = contactFormSchema.safeParse(values);
      if (!parsed.success) {
        const errors: ContactFormState['errors'] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as ContactField;
          errors[field] ??= contactMessageOf(field, issue.message);
        }
        return formPage(request, reply, card, 422, keep(errors));
      }

      const cardWait = exchange.perCard.wait(slug, nowMs);
      if (cardWait > 0) {
        reply.header('retry-after', String(cardWait));
        return formPage(request, reply, card, 429, keep({}, 'tooMany'));
      }
      exchange.perCard.count(slug, nowMs);

      const owner = {
        tenantId: card.tenantId,
        endUserId: card.endUserId,
        name: ownerName(card),
        email: card.user.email,
      };
      const audit = contactCreateAudit(card.tenantId, parsed.data.name, owner.email);
      const mail = contactMailFor(app, owner, parsed.data);
      await insertContact(app.systemDb, owner, parsed.data, now, audit, mail);
      sendContactMail(app);
      return reply.code(303).redirect(`/c/${encodeURIComponent(slug)}/shared`);
    },
  );

  const sentDocs = {
    summary: 'The confirmation after a visitor shared their details',
    tags: ['Card pages'],
    security: PUBLIC,
    params: cardPathSchema,
    response: {
      200: fileReply('A short page with a link back to the card', [HTML]),
      404: fileReply('No card here', [HTML]),
      410: fileReply('A deactivated card', [HTML]),
    },
  };
  app.get('/:slug/shared', { schema: sentDocs }, async (request, reply) => {
    const found = await cards.card(request.params.slug);
    if (found.kind !== 'card')
      return sendMessagePage(request, reply, found.kind === 'gone' ? 410 : 404);
    const language = visitorOf(request.headers['accept-language']).language;
    return reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .header('vary', CARD_VARY)
      .header('x-robots-tag', 'noindex')
      .send(sentPage(found.card, language ?? found.card.settings.language));
  });
}
