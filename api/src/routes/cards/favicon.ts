import { type CardTheme, DEFAULT_THEME } from './card-template';
import { cssColor } from './html';

/** A small business card in the template's colours: the page's icon, and a wallet pass's. */
export function cardIconSvg(theme: CardTheme): string {
  const primary = cssColor(theme.primaryColor, DEFAULT_THEME.primaryColor);
  const accent = cssColor(theme.accentColor, DEFAULT_THEME.accentColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
<rect x="2" y="6" width="28" height="20" rx="4" fill="${primary}"/>\
<circle cx="11" cy="14" r="3" fill="#fff"/>\
<rect x="17" y="12" width="9" height="2" rx="1" fill="#fff"/>\
<rect x="17" y="16" width="6" height="2" rx="1" fill="#fff"/>\
<rect x="6" y="20" width="20" height="2" rx="1" fill="${accent}"/></svg>`;
}

/**
 * The card page's icon, inline as a data: URL. Browsers otherwise ask for /favicon.ico, which
 * nothing serves; the card page's policy loads images from data: URLs
 * (plugins/security-headers.ts), so no route is needed.
 */
export function faviconLink(theme: CardTheme): string {
  const svg = cardIconSvg(theme);
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}
