// Texts that more than one feature of the self-serve app shows, written once for all of them.

/** The panel with the person's card link and QR code (profile and 'Your card'). */
export const CARD_TEXT = {
  panel: 'Your business card',
  qrAlt: 'QR code of your business card',
} as const;
