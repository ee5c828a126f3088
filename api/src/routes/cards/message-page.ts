import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorOf } from './card-language';
import { CARD_VARY, HTML } from './card-page-reply';
import { renderGone, renderNotFound } from './render-card';

/**
 * 'Card not found' (404) or 'Card unavailable' (410), for the page and each of the card's
 * files. no-cache: a card reactivated, or an address given out again, shows at once. In the
 * visitor's language, or English: no tenant is known here (decision 050).
 */
export function sendMessagePage(request: FastifyRequest, reply: FastifyReply, code: 404 | 410) {
  const language = visitorOf(request.headers['accept-language']).language ?? 'en';
  return reply
    .code(code)
    .type(HTML)
    .header('cache-control', 'no-cache')
    .header('vary', CARD_VARY)
    .send(code === 404 ? renderNotFound(language) : renderGone(language));
}
