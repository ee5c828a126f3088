import { type CardTexts, fillText } from './card-texts/card-texts';
import { escapeHtml } from './html';

/**
 * 'Share': the card's address by mail or text message, with a subject and a line in the
 * page's language, and its QR code folded in a <details>, all plain links; the QR image loads
 * when it is opened and is not counted.
 */
export function shareSection(name: string, url: string, slug: string, texts: CardTexts): string {
  const subject = encodeURIComponent(fillText(texts.shareSubject, { name }));
  const body = encodeURIComponent(fillText(texts.shareBody, { name, url }));
  const mail = `mailto:?subject=${subject}&body=${body}`;
  // `?&body=` is what both iOS and Android read.
  const sms = `sms:?&body=${body}`;
  const qr = `/c/${encodeURIComponent(slug)}/qr.png`;
  return `<section class="share"><h2>${escapeHtml(texts.share)}</h2><ul>
<li><a href="${escapeHtml(mail)}">${escapeHtml(texts.shareByEmail)}</a></li>
<li><a href="${escapeHtml(sms)}">${escapeHtml(texts.shareBySms)}</a></li></ul>
<details><summary>${escapeHtml(texts.qrCode)}</summary><img src="${qr}" alt="${escapeHtml(texts.qrCodeAlt)}" loading="lazy"></details></section>`;
}
