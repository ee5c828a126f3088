import ky, { HTTPError, type Options } from 'ky';
import { ApiError, GENERIC_API_ERROR, toApiError } from './api-error';

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

async function send(path: string, options: Options): Promise<Response> {
  try {
    return await http(`${baseUrl()}${path}`, options);
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

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

interface ReadOptions {
  searchParams?: Record<string, string>;
  /** Aborts the call, e.g. when the screen that asked has moved on (useServerData). */
  signal?: AbortSignal;
}

export const apiGet = async <T>(
  path: string,
  { searchParams, signal }: ReadOptions = {},
): Promise<T> => json<T>(await send(path, { method: 'get', searchParams, signal }));

/** The answer with its body unread, for a caller that reads it as it arrives. */
export const apiGetResponse = (path: string, { searchParams, signal }: ReadOptions = {}) =>
  send(path, { method: 'get', searchParams, signal });

export const apiPost = async <T>(path: string, body?: unknown): Promise<T> =>
  json<T>(await send(path, { method: 'post', json: body }));

export const apiPut = async <T>(path: string, body: unknown): Promise<T> =>
  json<T>(await send(path, { method: 'put', json: body }));

export const apiDelete = async <T>(path: string): Promise<T> =>
  json<T>(await send(path, { method: 'delete' }));

/** Multipart bodies go raw: the browser sets the boundary. */
export const apiPostForm = async <T>(path: string, form: FormData): Promise<T> =>
  json<T>(await send(path, { method: 'post', body: form }));

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
