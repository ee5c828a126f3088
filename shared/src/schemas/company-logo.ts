// Spec §3: a saved companyLogo is a data URL, {buffer, mimetype}, {data, type} or {url}.
// Both the designer (to show it) and the API (to accept it on save) read every shape.
import type { CompanyLogo } from '../model/templates';

export type LogoSource =
  | { kind: 'bytes'; mimeType: string; base64: string }
  | { kind: 'url'; url: string };

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i;

function base64Of(bytes: ArrayLike<number>): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    const chunk = Array.from({ length: Math.min(0x8000, bytes.length - start) }, (_, i) =>
      String.fromCharCode(bytes[start + i]! & 0xff),
    );
    binary += chunk.join('');
  }
  return btoa(binary);
}

/** A buffer as JSON may carry it: base64 text, an array of bytes, or Node's {type, data}. */
function bytesOf(value: unknown): string | null {
  if (typeof value === 'string') return value.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (Array.isArray(value) && value.every((n) => Number.isInteger(n))) return base64Of(value);
  if (value instanceof Uint8Array) return base64Of(value);
  if (value && typeof value === 'object' && 'data' in value) {
    return bytesOf((value as { data: unknown }).data);
  }
  return null;
}

/** What a saved logo points to, or null for a shape none of spec §3's. */
export function companyLogoSource(logo: CompanyLogo | null | undefined): LogoSource | null {
  if (!logo) return null;
  if (typeof logo === 'string') {
    const match = DATA_URL.exec(logo.trim());
    if (match) return { kind: 'bytes', mimeType: match[1]!.toLowerCase(), base64: match[2]! };
    return logo.trim() ? { kind: 'url', url: logo.trim() } : null;
  }
  if (typeof logo !== 'object') return null;
  if ('url' in logo && typeof logo.url === 'string') return { kind: 'url', url: logo.url };
  const [raw, mimeType] =
    'buffer' in logo ? [logo.buffer, logo.mimetype] : 'data' in logo ? [logo.data, logo.type] : [];
  const base64 = bytesOf(raw);
  return base64 && typeof mimeType === 'string' ? { kind: 'bytes', mimeType, base64 } : null;
}

/** The logo as an image address a browser can show. */
export function companyLogoUrl(logo: CompanyLogo | null | undefined): string | null {
  const source = companyLogoSource(logo);
  if (!source) return null;
  return source.kind === 'url' ? source.url : `data:${source.mimeType};base64,${source.base64}`;
}
