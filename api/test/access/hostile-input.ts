// Hostile variants of an access-matrix row's sample request: every string over-long, values of
// the wrong type, and 10,000-deep nesting, in a JSON body, a query string or a multipart form.
import type { InjectOptions } from 'fastify';

export const LONG = 1_000_000;
export const DEPTH = 10_000;

export interface Variant {
  label: string;
  options: InjectOptions;
}

/** The value padded to LONG characters, keeping its shape (an email stays an email). */
export function overLong(value: string): string {
  const padding = 'a'.repeat(Math.max(LONG - value.length, 1));
  return value.includes('@') ? `${padding}${value}` : `${value}${padding}`;
}

/** `{"a":{"a":…1…}}` DEPTH levels deep, as JSON text (too deep to build with JSON.stringify). */
export const deepJson = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

const PLACEHOLDER = '"__hostile_value__"';

/** The body as JSON text with `key` set to raw JSON text. */
function withRawField(body: Record<string, unknown>, key: string, rawJson: string): string {
  return JSON.stringify({ ...body, [key]: '__hostile_value__' }).replace(PLACEHOLDER, rawJson);
}

const jsonRequest = (sample: InjectOptions, payload: string): InjectOptions => ({
  ...sample,
  payload,
  headers: { ...(sample.headers ?? {}), 'content-type': 'application/json' },
});

function jsonBodyVariants(sample: InjectOptions, body: Record<string, unknown>): Variant[] {
  const variants: Variant[] = [
    { label: 'the body as an array', options: jsonRequest(sample, JSON.stringify([body])) },
    { label: 'the body as a string', options: jsonRequest(sample, JSON.stringify('body')) },
    { label: `the body ${DEPTH} deep`, options: jsonRequest(sample, deepJson) },
  ];
  for (const [key, value] of Object.entries(body)) {
    const raw = (label: string, json: string) =>
      variants.push({
        label: `${key} ${label}`,
        options: jsonRequest(sample, withRawField(body, key, json)),
      });
    if (typeof value === 'string') {
      raw(`of ${LONG} characters`, JSON.stringify(overLong(value)));
      raw('a number', '12345');
    }
    if (Array.isArray(value) && typeof value[0] === 'string') {
      raw(`holding a string of ${LONG} characters`, JSON.stringify([overLong(value[0])]));
    }
    raw('an array', JSON.stringify([value]));
    raw('an object', '{"value":"x"}');
    raw(`${DEPTH} deep`, deepJson);
  }
  return variants;
}

function queryVariants(sample: InjectOptions, url: URL): Variant[] {
  const variants: Variant[] = [];
  for (const [key, value] of url.searchParams) {
    const changed = (label: string, edit: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(url.searchParams);
      edit(params);
      variants.push({
        label: `?${key} ${label}`,
        options: { ...sample, url: `${url.pathname}?${params}` },
      });
    };
    changed(`of ${LONG} characters`, (params) => params.set(key, overLong(value)));
    changed('given twice', (params) => params.append(key, value));
  }
  return variants;
}

function formVariants(sample: InjectOptions, form: FormData): Variant[] {
  const variants: Variant[] = [];
  const entries = [...form.entries()];
  const replaced = (name: string, label: string, value: string) => {
    const next = new FormData();
    for (const [key, entry] of entries) {
      if (key === name) next.append(key, value);
      else if (typeof entry === 'string') next.append(key, entry);
      else next.append(key, entry, entry.name);
    }
    variants.push({ label: `part ${name} ${label}`, options: { ...sample, payload: next } });
  };
  for (const [name, entry] of entries) {
    if (typeof entry !== 'string') {
      replaced(name, `as a text part of ${LONG} characters`, overLong(''));
      continue;
    }
    replaced(name, `of ${LONG} characters`, overLong(entry));
    if (/^[[{]/.test(entry)) {
      replaced(name, `${DEPTH} deep`, deepJson);
      replaced(name, 'a number', '12345');
      replaced(name, 'not JSON', '{"unfinished":');
    }
  }
  return variants;
}

/** Every hostile variant of a row's sample request; none for a request without input. */
export function hostileVariants(sample: InjectOptions): Variant[] {
  const url = new URL(String(sample.url), 'http://api.test');
  const fromQuery = queryVariants(sample, url);
  const payload = sample.payload;
  if (payload instanceof FormData) return [...fromQuery, ...formVariants(sample, payload)];
  if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload)) {
    const body = payload as Record<string, unknown>;
    if (Object.keys(body).length > 0) return [...fromQuery, ...jsonBodyVariants(sample, body)];
  }
  return fromQuery;
}
