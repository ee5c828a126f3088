import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** How long one request to a sign-on provider may take, connection to last byte. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** The largest answer read from a provider (metadata, keys, tokens, user info are a few KB). */
export const PROVIDER_MAX_BYTES = 256 * 1024;

export interface ProviderFetchOptions {
  /** Loopback, private, link-local and other non-public addresses may be reached. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** How host names are resolved (tests: a name that resolves to a private address). */
  lookup?: LookupFunction;
}

/** What openid-client passes to its customFetch. */
export interface ProviderRequest {
  method: string;
  headers: Record<string, string> | Headers;
  body?: unknown;
  signal?: AbortSignal;
}

export type ProviderFetch = (url: string, init: ProviderRequest) => Promise<Response>;

/** A transport failure, shaped as fetch reports one, so it counts as "unreachable". */
const fetchFailed = (cause: Error) =>
  new TypeError(`fetch failed: ${cause.message}`, { cause: cause });

function timedOut(ms: number): Error {
  const error = new Error(`the provider did not answer within ${ms} ms`);
  error.name = 'TimeoutError';
  return error;
}

function requestBody(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(`${body}`);
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('a provider request body must be text, a form or bytes');
}

const NO_BODY = new Set([101, 204, 205, 304]);

function toResponse(incoming: http.IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const status = incoming.statusCode ?? 502;
  return new Response(NO_BODY.has(status) ? null : new Uint8Array(body), { status, headers });
}

/**
 * A fetch for openid-client (its customFetch) that reaches sign-on providers only on public
 * addresses: request-filtering-agent checks the address each connection is made to (an
 * address in the URL, or each address a name resolves to at that moment, so a name that
 * later resolves elsewhere is checked again). Redirects are never followed; each request
 * has a deadline and its answer a size cap (decision 031).
 */
export function providerFetch(options: ProviderFetchOptions): ProviderFetch {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? PROVIDER_MAX_BYTES;
  const filter = { allowPrivateIPAddress: options.allowPrivate };
  const agents: Record<string, http.Agent> = {
    'http:': new RequestFilteringHttpAgent(filter),
    'https:': new RequestFilteringHttpsAgent(filter),
  };

  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const protocol = url.protocol.toLowerCase();
      const agent = agents[protocol];
      if (!agent) {
        reject(fetchFailed(new Error(`${protocol} addresses are not fetched`)));
        return;
      }
      const transport = protocol === 'https:' ? https : http;
      const body = requestBody(init.body);
      const headers = Object.fromEntries(new Headers(init.headers));
      if (body) headers['content-length'] = String(body.length);

      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        init.signal?.removeEventListener('abort', onAbort);
        request.destroy();
        reject(error);
      };
      const timer = setTimeout(() => fail(timedOut(timeoutMs)), timeoutMs);
      const onAbort = () => fail(init.signal?.reason ?? timedOut(timeoutMs));

      const request = transport.request(
        url,
        { method: init.method, headers, agent, lookup: options.lookup },
        (incoming) => {
          const declared = Number(incoming.headers['content-length'] ?? 0);
          if (declared > maxBytes) {
            fail(new Error(`the provider's answer is over ${maxBytes} bytes`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail(new Error(`the provider's answer is over ${maxBytes} bytes`));
            else chunks.push(chunk);
          });
          incoming.on('error', (error) => fail(fetchFailed(error)));
          incoming.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            init.signal?.removeEventListener('abort', onAbort);
            resolve(toResponse(incoming, Buffer.concat(chunks)));
          });
        },
      );
      request.on('error', (error) => fail(fetchFailed(error)));
      if (init.signal?.aborted) onAbort();
      else init.signal?.addEventListener('abort', onAbort, { once: true });
      request.end(body);
    });
}
