// The texts of a label, made to fit their box: never wider than the box, never more lines than
// it holds; what does not fit ends in an ellipsis.

/** The width of a text at the current font and size, in points. */
export type Measure = (text: string) => number;

export const ELLIPSIS = '…';

/**
 * `widthOf` remembered per character and per pair of characters (their kerning): exactly what
 * `widthOf` answers for a whole text, with map look-ups instead of the font's glyph tables. The
 * fitting searches below measure every label's texts many times.
 */
export function cachedMeasure(widthOf: Measure): Measure {
  const chars = new Map<string, number>();
  const kerning = new Map<string, number>();
  const charWidth = (char: string) => {
    let width = chars.get(char);
    if (width === undefined) {
      width = widthOf(char);
      chars.set(char, width);
    }
    return width;
  };
  const kern = (left: string, right: string) => {
    const pair = left + right;
    let width = kerning.get(pair);
    if (width === undefined) {
      width = widthOf(pair) - charWidth(left) - charWidth(right);
      kerning.set(pair, width);
    }
    return width;
  };
  return (text) => {
    let width = 0;
    let previous = '';
    for (const char of text) {
      width += charWidth(char) + (previous === '' ? 0 : kern(previous, char));
      previous = char;
    }
    return width;
  };
}

/** `text` cut to fit `width`, ending in an ellipsis when anything was cut off. */
export function truncate(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  const cut = (n: number) => chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
  const fitted = cut(longestPrefix(chars.length - 1, (n) => measure(cut(n)) <= width));
  return measure(fitted) <= width ? fitted : '';
}

/**
 * The largest n in 0…most for which `fits(n)` holds, by binary search (a longer prefix is never
 * narrower): names are short, but 10,000 labels measure a lot.
 */
function longestPrefix(most: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = most;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * How many characters of `text` start the next line: as many as fit, ending after a space or a
 * `/` when one is in reach (names break between words, addresses after a path separator).
 */
function lineLength(chars: string[], width: number, measure: Measure): number {
  const fits = longestPrefix(chars.length, (n) => measure(chars.slice(0, n).join('')) <= width);
  if (fits === chars.length || fits === 0) return fits;
  for (let end = fits; end > fits / 2; end--) {
    if (chars[end - 1] === ' ' || chars[end - 1] === '/') return end;
  }
  return fits;
}

/** `text` broken into at most `maxLines` lines of `width`; the last one truncated if needed. */
export function fitLines(
  text: string,
  width: number,
  maxLines: number,
  measure: Measure,
): string[] {
  const trimmed = text.trim();
  // Most names and addresses fit on one line: one measure, no search.
  if (measure(trimmed) <= width) return trimmed === '' ? [] : [trimmed];
  const lines: string[] = [];
  let rest = Array.from(trimmed);
  while (rest.length > 0 && lines.length < maxLines - 1) {
    const length = lineLength(rest, width, measure);
    if (length === 0) break;
    lines.push(rest.slice(0, length).join('').trimEnd());
    rest = Array.from(rest.slice(length).join('').trimStart());
  }
  if (rest.length > 0 && lines.length < maxLines) {
    lines.push(truncate(rest.join(''), width, measure));
  }
  return lines.filter((line) => line !== '');
}

// What the PDF's standard fonts (Helvetica, WinAnsi encoding) can show, beyond Latin-1.
const WIN_ANSI_EXTRA = new Set(Array.from('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'));
const showable = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
};

/**
 * `text` in characters the standard fonts hold: an accented letter they lack loses its accent
 * (ő → o), any other becomes '?', so a label never shows a wrong glyph.
 */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (showable(char)) return char;
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(showable) ? base : '?';
  }).join('');
}
