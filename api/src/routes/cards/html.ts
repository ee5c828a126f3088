const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an element or a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Escaped text with its line breaks kept. */
export const escapeMultiline = (value: string): string =>
  escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/** Only http(s) links become hrefs: never javascript: or data: from stored values. */
export const isWebAddress = (value: string | null | undefined): value is string =>
  typeof value === 'string' && WEB_ADDRESS.test(value);

export const isImageSource = (value: string | null | undefined): value is string =>
  isWebAddress(value) || (typeof value === 'string' && IMAGE_DATA_URL.test(value));

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A theme colour fit for CSS, or the fallback: saved templates are user input. */
export const cssColor = (value: string | undefined, fallback: string): string =>
  value && COLOR.test(value) ? value : fallback;
