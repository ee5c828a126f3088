import { cardPerson, contrastRatio, readableTextOn } from '@bizcard/shared/schemas';
import type { Card } from '../card-store';
import { type CardTheme, DEFAULT_THEME } from '../card-template';
import { cssColor } from '../html';

/** What both wallets show of a card: the person, the tenant's colours, the code's address. */
export interface WalletCard {
  /** Stable for the card's life: the pass's serial number and the Google object's id. */
  id: string;
  name: string;
  jobTitle: string;
  company: string;
  /** What the pass's QR code holds: the card address, marked as scanned (card-store.ts). */
  qrMessage: string;
  cardUrl: string;
  colours: WalletColours;
}

/** #RRGGBB colours of a pass. */
export interface WalletColours {
  background: string;
  foreground: string;
  label: string;
}

// Large text on a pass: WCAG's 3:1 for large text decides whether the accent reads as labels.
const LABEL_CONTRAST = 3;

/** #RGB, #RGBA, #RRGGBB or #RRGGBBAA as #RRGGBB (passes have no transparency). */
export function sixDigitHex(colour: string): string {
  const digits = colour.slice(1);
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.slice(0, 6).toUpperCase()}`;
}

/**
 * The tenant's primary colour as the pass's background, text in white or near-black
 * (whichever reads), and labels in the accent colour when it reads on the background.
 */
export function walletColours(theme: CardTheme): WalletColours {
  const colour = (key: keyof CardTheme) => sixDigitHex(cssColor(theme[key], DEFAULT_THEME[key]));
  const background = colour('primaryColor');
  const foreground = readableTextOn(background);
  const accent = colour('accentColor');
  const label = contrastRatio(accent, background) >= LABEL_CONTRAST ? accent : foreground;
  return { background, foreground, label };
}

export function walletCard(card: Card, cardUrl: string, qrMessage: string): WalletCard {
  const person = cardPerson(card.user, card.template.fieldMapping, card.template);
  return {
    id: card.endUserId,
    name: person.name,
    jobTitle: person.jobTitle,
    company: person.company,
    qrMessage,
    cardUrl,
    colours: walletColours(card.template.theme),
  };
}
