import { ENTERPRISE_USER } from './scim-user-fields';
import { isObject, type Json } from './scim-values';

// The `attributes` and `excludedAttributes` query parameters (RFC 7644 §3.4.2.5): which
// attributes a reply carries. `id` and `schemas` are always returned.

const ALWAYS = ['schemas', 'id'];
const CORE_PREFIX = /^urn:ietf:params:scim:schemas:core:2\.0:(?:user|group):/i;

/** `name.givenName`, `urn:…:enterprise:2.0:User:department` → the keys down to the value. */
export function pathSegments(path: string): string[] {
  const trimmed = path.trim();
  if (trimmed.toLowerCase() === ENTERPRISE_USER.toLowerCase()) return [ENTERPRISE_USER];
  if (trimmed.toLowerCase().startsWith(`${ENTERPRISE_USER.toLowerCase()}:`)) {
    return [ENTERPRISE_USER, ...trimmed.slice(ENTERPRISE_USER.length + 1).split('.')];
  }
  return trimmed.replace(CORE_PREFIX, '').split('.');
}

const keyOf = (object: Json, name: string) =>
  Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase());

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map(pathSegments);

function copyPath(from: Json, to: Json, segments: string[]): void {
  const [first, ...rest] = segments;
  const key = first === undefined ? undefined : keyOf(from, first);
  if (key === undefined) return;
  const value = from[key];
  if (rest.length === 0 || !isObject(value)) {
    if (rest.length === 0) to[key] = value;
    else if (Array.isArray(value)) to[key] = value.map((entry) => pick(entry, [rest]));
    return;
  }
  const nested = isObject(to[key]) ? (to[key] as Json) : {};
  copyPath(value, nested, rest);
  to[key] = nested;
}

function pick(value: unknown, paths: string[][]): unknown {
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const segments of paths) copyPath(value, out, segments);
  return out;
}

function removePath(object: Json, segments: string[]): void {
  const [first, ...rest] = segments;
  const key = first === undefined ? undefined : keyOf(object, first);
  if (key === undefined || ALWAYS.includes(key)) return;
  const value = object[key];
  if (rest.length === 0) delete object[key];
  else if (isObject(value)) removePath(value, rest);
}

/** The resource as the query asks for it; unchanged when it names no attributes. */
export function projectResource(
  resource: Json,
  attributes: string | undefined,
  excluded: string | undefined,
): Json {
  const wanted = listOf(attributes);
  if (wanted.length > 0) {
    return pick(resource, [...ALWAYS.map((key) => [key]), ...wanted]) as Json;
  }
  const unwanted = listOf(excluded);
  if (unwanted.length === 0) return resource;
  const copy = structuredClone(resource);
  for (const segments of unwanted) removePath(copy, segments);
  return copy;
}
