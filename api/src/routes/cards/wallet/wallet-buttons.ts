import type { AppConfig } from '../../../config';
import type { CardTexts } from '../card-texts/card-texts';
import { escapeHtml } from '../html';

/** Which wallet buttons the card page shows: those whose signing settings are set. */
export interface WalletButtons {
  apple: boolean;
  google: boolean;
}

export const NO_WALLET_BUTTONS: WalletButtons = { apple: false, google: false };

export const walletButtons = (config: AppConfig): WalletButtons => ({
  apple: config.appleWallet !== null,
  google: config.googleWallet !== null,
});

/**
 * Plain links, no script: the pass downloads from `pass.pkpass`, and `google-wallet`
 * redirects to Google's save page, so the page carries no signed token and stays cacheable.
 * Black with white text, as both wallets' button guidelines ask; labelled in the page's
 * language with the wording of each wallet's badge.
 */
export function walletLinks(slug: string, buttons: WalletButtons, texts: CardTexts): string {
  const base = `/c/${encodeURIComponent(slug)}`;
  const links = [
    buttons.apple ? `<a href="${base}/pass.pkpass">${escapeHtml(texts.appleWallet)}</a>` : '',
    buttons.google ? `<a href="${base}/google-wallet">${escapeHtml(texts.googleWallet)}</a>` : '',
  ].join('');
  return links ? `\n<p class="wallet">${links}</p>` : '';
}

/** The buttons' rules, added to the page's style sheet only when it shows them. */
export const walletStyles = (buttons: WalletButtons): string =>
  buttons.apple || buttons.google
    ? `.wallet{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin:12px 0 0}
.wallet a{padding:10px 18px;border-radius:8px;background:#000;color:#fff;font-weight:600;text-decoration:none}
`
    : '';
