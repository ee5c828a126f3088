import { CARD_PAGE_LANGUAGE_CODES, type CardPageLanguage } from '@bizcard/shared/model';
import { match } from '@formatjs/intl-localematcher';
import { LRUCache } from 'lru-cache';

/** What a visitor's Accept-Language asks of the card page. */
export interface Visitor {
  /** The page's language they read best; null when they read none of them (tenant default). */
  language: CardPageLanguage | null;
  /** The region of their first tag that names one (`de-DE` → `DE`): phones read as at home. */
  region: string | null;
}

const NO_PREFERENCE: Visitor = { language: null, region: null };
const NONE = 'und';
// More than a browser sends; the rest of a longer header is not read.
const MAX_TAGS = 12;
const MAX_HEADER = 512;

/** The header's tags by preference (q, then order); q=0 and `*` left out. */
function requestedTags(header: string): string[] {
  return header
    .slice(0, MAX_HEADER)
    .split(',')
    .slice(0, MAX_TAGS)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((token) => token.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A well-formed tag with its likely script and region (`zh-CN` → `zh-Hans-CN`), else null. */
function maximized(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return null;
  }
}

function negotiate(header: string): Visitor {
  const tags = requestedTags(header);
  const locales = tags.flatMap((tag) => maximized(tag) ?? []);
  if (locales.length === 0) return NO_PREFERENCE;
  // RFC 4647 lookup on maximized tags: zh-CN reaches zh-Hans, zh-TW (zh-Hant) does not.
  // The 'best fit' algorithm costs ~45 ms a call here (decision 050).
  const found = match(
    locales.map((locale) => locale.toString()),
    CARD_PAGE_LANGUAGE_CODES,
    NONE,
    { algorithm: 'lookup' },
  );
  // The region the visitor wrote, not one maximize() guessed.
  const withRegion = tags.find((tag) => /^[a-z]{2,3}(?:-[a-z]{4})?-[a-z]{2}$/i.test(tag));
  return {
    language: found === NONE ? null : (found as CardPageLanguage),
    region: withRegion ? withRegion.slice(-2).toUpperCase() : null,
  };
}

// Browsers send a handful of distinct headers; each is negotiated once.
const negotiated = new LRUCache<string, Visitor>({ max: 500 });

/** The visitor's language and region from their Accept-Language header. */
export function visitorOf(acceptLanguage: string | undefined): Visitor {
  if (!acceptLanguage) return NO_PREFERENCE;
  const known = negotiated.get(acceptLanguage);
  if (known) return known;
  const visitor = negotiate(acceptLanguage);
  negotiated.set(acceptLanguage, visitor);
  return visitor;
}
