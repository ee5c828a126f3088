import ky, { HTTPError, type Options } from 'ky';
import type * as z from 'zod/mini';
import { ApiError, GENERIC_API_ERROR, toApiError } from './api-error';
import { takeEarlyRead } from './early-reads';

interface ApiConfig {
  /** Where `/api` lives; defaults to the page's own origin (every app server proxies it). */
  baseUrl?: string;
}

let config: Required<ApiConfig> | undefined;
let tenantName: string | null = null;

export function configureApi(next: ApiConfig): void {
  config = { baseUrl: next.baseUrl ?? defaultBaseUrl() };
}

/** Set by password sign-in and identity resolution; sent as `x-tenant-name` on every call. */
export function setTenantName(name: string | null): void {
  tenantName = name;
}

export const getTenantName = (): string | null => tenantName;

function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? 'http://localhost:8080' : window.location.origin;
}

const baseUrl = () => config?.baseUrl ?? defaultBaseUrl();

/**
 * Calls of the sign-in flows: their 401 is about the credentials or link they carry, so the
 * server's message is what to show and no session behind the page is implied. Validation is
 * the one /api/auth call that asks about the session itself.
 */
const isSignInCall = (path: string) =>
  path.startsWith('/api/auth/') && path !== '/api/auth/validate';

const sessionRejectedListeners = new Set<() => void>();

/**
 * Hears every 401 outside the sign-in calls: the session behind the page has ended (logout
 * elsewhere, password reset, expiry). Returns the unsubscribe function.
 */
export function onSessionRejected(listener: () => void): () => void {
  sessionRejectedListeners.add(listener);
  return () => sessionRejectedListeners.delete(listener);
}

const http = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        if (tenantName) request.headers.set('x-tenant-name', tenantName);
      },
    ],
  },
});

/** The answer of a read the shell's first script already asked for (early-reads.ts), if any. */
async function earlyAnswer(url: string, options: Options): Promise<Response | undefined> {
  if (options.method !== 'get') return undefined;
  const { searchParams } = options;
  // ky writes a record of strings, the only kind the reads here pass, the same way.
  const query = String(new URLSearchParams(searchParams as Record<string, string> | undefined));
  return takeEarlyRead(query ? `${url}?${query}` : url);
}

async function send(path: string, options: Options): Promise<Response> {
  const url = `${baseUrl()}${path}`;
  try {
    return (await earlyAnswer(url, options)) ?? (await http(url, options));
  } catch (error) {
    if (error instanceof HTTPError) {
      const signInCall = isSignInCall(path);
      if (error.response.status === 401 && !signInCall) {
        for (const listener of sessionRejectedListeners) listener();
      }
      throw await toApiError(error.response, signInCall);
    }
    if (error instanceof ApiError) throw error;
    // Whoever aborted asked for nothing more: no message to show, so pass the abort on as is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(GENERIC_API_ERROR, 0);
  }
}

interface ReadOptions {
  searchParams?: Record<string, string>;
  /** Aborts the call, e.g. when the screen that asked has moved on (useServerData). */
  signal?: AbortSignal;
}

/** A call's reply schema, from `@bizcard/shared/schemas` (the one the API route declares). */
export type ReplySchema = z.ZodMiniType;

/** In development and tests a reply is checked against its schema; production trusts the API. */
const checksReplies = process.env.NODE_ENV !== 'production';

/** A reply that does not match its schema: the API and this client disagree (a failing test). */
export class ReplyMismatchError extends Error {
  constructor(path: string, issue: z.core.$ZodIssue | undefined) {
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    super(`The reply of ${path} does not match its schema${where}: ${issue?.message ?? ''}`);
    this.name = 'ReplyMismatchError';
  }
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text ? JSON.parse(text) : {};
};

/**
 * Reads a JSON reply as its schema's output type, checking it first outside production. The
 * body is returned as sent (not the parse's copy), so development sees what production sees.
 * `schema` may be undefined in production only: a module the shell's start-up imports keeps its
 * reply schemas in a table that a production build leaves out (decision 076).
 */
export function json<S extends ReplySchema>(schema: S | undefined, path: string) {
  return async (response: Response): Promise<z.output<S>> => {
    const body = await readJson(response);
    if (checksReplies && schema) {
      const result = schema.safeParse(body);
      if (!result.success) throw new ReplyMismatchError(path, result.error.issues[0]);
    }
    return body as z.output<S>;
  };
}

export const getJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
  { searchParams, signal }: ReadOptions = {},
): Promise<z.output<S>> =>
  send(path, { method: 'get', searchParams, signal }).then(json(schema, path));

export const postJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
  body?: unknown,
): Promise<z.output<S>> => send(path, { method: 'post', json: body }).then(json(schema, path));

export const putJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
  body: unknown,
): Promise<z.output<S>> => send(path, { method: 'put', json: body }).then(json(schema, path));

export const patchJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
  body: unknown,
): Promise<z.output<S>> => send(path, { method: 'patch', json: body }).then(json(schema, path));

export const deleteJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
): Promise<z.output<S>> => send(path, { method: 'delete' }).then(json(schema, path));

/** Multipart bodies go raw: the browser sets the boundary. */
export const postFormJson = async <S extends ReplySchema>(
  schema: S | undefined,
  path: string,
  form: FormData,
): Promise<z.output<S>> => send(path, { method: 'post', body: form }).then(json(schema, path));

// The calls below take the reply's type on trust. No call in the apps or shared uses them any
// more (each names its reply schema); they stay exported until shared's next major version,
// because removing an export breaks a remote deployed against 1.x (decision 028).
async function unchecked<T>(response: Response): Promise<T> {
  return (await readJson(response)) as T;
}

/** @deprecated Name the reply schema: getJson, postJson, putJson, deleteJson, postFormJson. */
export const apiGet = async <T>(
  path: string,
  { searchParams, signal }: ReadOptions = {},
): Promise<T> => unchecked<T>(await send(path, { method: 'get', searchParams, signal }));

/** The answer with its body unread, for a caller that reads it as it arrives. */
export const apiGetResponse = (path: string, { searchParams, signal }: ReadOptions = {}) =>
  send(path, { method: 'get', searchParams, signal });

/** @deprecated Name the reply schema: getJson, postJson, putJson, deleteJson, postFormJson. */
export const apiPost = async <T>(path: string, body?: unknown): Promise<T> =>
  unchecked<T>(await send(path, { method: 'post', json: body }));

/** @deprecated Name the reply schema: getJson, postJson, putJson, deleteJson, postFormJson. */
export const apiPut = async <T>(path: string, body: unknown): Promise<T> =>
  unchecked<T>(await send(path, { method: 'put', json: body }));

/** @deprecated Name the reply schema: getJson, postJson, putJson, deleteJson, postFormJson. */
export const apiDelete = async <T>(path: string): Promise<T> =>
  unchecked<T>(await send(path, { method: 'delete' }));

/** @deprecated Name the reply schema: getJson, postJson, putJson, deleteJson, postFormJson. */
export const apiPostForm = async <T>(path: string, form: FormData): Promise<T> =>
  unchecked<T>(await send(path, { method: 'post', body: form }));

export const apiGetBlob = async (path: string, timeoutMs = 30_000): Promise<Blob> =>
  (await send(path, { method: 'get', timeout: timeoutMs })).blob();

/** A file the server names: `filename*` of its Content-Disposition, else `filename`, else null. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function attachmentName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below still serves.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] ?? null;
}

/** A multipart POST whose answer is a file to save. */
export async function apiPostFormFile(path: string, form: FormData): Promise<DownloadedFile> {
  const response = await send(path, { method: 'post', body: form });
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('content-disposition')),
  };
}
