import type { Address } from '@bizcard/shared/model';

export const WEBSITE_TEXT_LIMIT = 30;
export const ADDRESS_PREVIEW_COUNT = 2;

/** Cuts text after `limit` characters and marks the cut with an ellipsis. */
export const truncate = (text: string, limit = WEBSITE_TEXT_LIMIT): string =>
  text.length > limit ? `${text.slice(0, limit)}…` : text;

/** Only http(s) addresses become links: stored data never turns into a `javascript:` href. */
export const isWebAddress = (value: string): boolean => /^https?:\/\//i.test(value);

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 'home: Austin, TX': the type, then whichever of city and state are filled in. */
export function addressLine(address: Address): string {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return place ? `${address.type}: ${place}` : address.type;
}

export function addressPreview(addresses: readonly Address[] | null | undefined) {
  const list = addresses ?? [];
  return {
    lines: list.slice(0, ADDRESS_PREVIEW_COUNT).map(addressLine),
    more: Math.max(0, list.length - ADDRESS_PREVIEW_COUNT),
  };
}
