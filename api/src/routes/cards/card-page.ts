import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Card } from './card-store';
import { bodyEtag } from './etag';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** One encoding of a page: its bytes and its own strong tag (RFC 9110: other bytes, other tag). */
export interface PageVariant {
  coding: ContentCoding;
  body: Buffer;
  etag: string;
}

/** A rendered card page with what the route needs besides it: who to count, whose page it is. */
export interface CardPage {
  endUserId: string;
  tenantId: string;
  /** Whether the tenant lets search engines index it (X-Robots-Tag). */
  indexable: boolean;
  /** Most preferred first; the identity one, which every client takes, last. */
  variants: PageVariant[];
  /** Bytes held, for the cache's bound. */
  size: number;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Keys, tags and the object itself, roughly: what a page holds beyond its bodies.
const PAGE_OVERHEAD_BYTES = 512;

const taggedFor = (etag: string, coding: ContentCoding) =>
  coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;

function cardPage(card: Card, etag: string, bodies: [ContentCoding, Buffer][]): CardPage {
  const variants = bodies.map(([coding, body]) => ({
    coding,
    body,
    etag: taggedFor(etag, coding),
  }));
  const size = variants.reduce((sum, { body }) => sum + body.length, PAGE_OVERHEAD_BYTES);
  const { endUserId, tenantId, settings } = card;
  return { endUserId, tenantId, indexable: settings.indexable, variants, size };
}

/** The page as is, for when nothing is kept: compressing it for one answer would not pay. */
export const plainCardPage = (html: string, card: Card): CardPage =>
  cardPage(card, bodyEtag(html), [['identity', Buffer.from(html)]]);

/**
 * The page with its brotli and gzip encodings, made once per version of the page, in the
 * thread pool. Brotli's best quality costs a few milliseconds on a card and saves a tenth
 * more than gzip on every answer after it.
 */
export async function compressedCardPage(html: string, card: Card): Promise<CardPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return cardPage(card, bodyEtag(html), [
    ['br', br],
    ['gzip', gz],
    ['identity', identity],
  ]);
}
