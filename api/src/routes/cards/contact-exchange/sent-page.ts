import type { CardPageLanguage } from '@bizcard/shared/model';
import type { Card } from '../card-store';
import { cardStyles } from '../card-styles';
import { CARD_TEXTS, fillText } from '../card-texts/card-texts';
import { escapeHtml } from '../html';
import { fullName } from '../render-card';

/** 'Thanks — your details were sent.', in the card's colours and the visitor's language. */
export function sentPage(card: Card, language: CardPageLanguage): string {
  const texts = CARD_TEXTS[language];
  const name = fullName(card.user);
  const back = `/c/${encodeURIComponent(card.user.card_slug)}`;
  const backText = name ? fillText(texts.backTo, { name }) : texts.backToCard;
  return `<!doctype html>
<html lang="${language}" dir="${texts.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.sent)}</title>
<style>${cardStyles(card.template.theme)}</style></head>
<body><main><section><h1 role="status">${escapeHtml(texts.sent)}</h1>
<p><a href="${back}">${escapeHtml(backText)}</a></p></section></main></body></html>
`;
}
