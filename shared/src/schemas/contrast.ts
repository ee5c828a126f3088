// WCAG 2.x contrast, for theme presets (a test holds each to AA) and for the text a card puts
// on its primary colour, which a person may set to anything.

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(value.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** 1 to 21; AA asks 4.5 for body text. Colours are #RRGGBB. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const AA_TEXT_CONTRAST = 4.5;

/** White or near-black, whichever reads better on `background`. */
export const readableTextOn = (background: string): '#FFFFFF' | '#111827' =>
  !/^#[0-9a-f]{6}$/i.test(background) ||
  contrastRatio('#FFFFFF', background) >= contrastRatio('#111827', background)
    ? '#FFFFFF'
    : '#111827';
