import { CONTACT_MESSAGES } from '@bizcard/shared/model';
import type { Card } from '../card-store';
import { cardStyles } from '../card-styles';
import { escapeHtml } from '../html';
import { fullName } from '../render-card';

/** 'Thanks — your details were sent.', in the card's colours, with the way back to the card. */
export function sentPage(card: Card): string {
  const name = fullName(card.user);
  const back = `/c/${encodeURIComponent(card.user.card_slug)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(CONTACT_MESSAGES.sent)}</title>
<style>${cardStyles(card.template.theme)}</style></head>
<body><main><section><h1 role="status">${escapeHtml(CONTACT_MESSAGES.sent)}</h1>
<p><a href="${back}">${escapeHtml(name ? `Back to ${name}'s card` : 'Back to the card')}</a></p></section></main></body></html>
`;
}
