import type { FastifyServerOptions } from 'fastify';

/** How long a client may take before the API drops its connection (README, Limits). */
export interface ServerTimeouts {
  /** From the connection's first byte (or its last answer) to the end of the headers. */
  headersMs: number;
  /** From the first byte to the end of the body: bounds uploads too (10 MB at ~700 kbit/s). */
  requestMs: number;
  /** An idle connection between two requests. */
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  keepAliveMs: 10_000,
};

/** Node checks the headers and request deadlines this often (its default is 30 s). */
const MAX_CHECK_INTERVAL_MS = 1000;

/**
 * Fastify's server options for these timeouts. Its own defaults leave a request that sends a
 * byte a second open for ever (requestTimeout 0) and idle connections for 72 s.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(
        MAX_CHECK_INTERVAL_MS,
        Math.ceil(timeouts.headersMs / 4),
      ),
    },
  };
}
