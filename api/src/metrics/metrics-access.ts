import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  isIP(address) !== 0 &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

const sameSecret = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` is for the operator, not the public: with METRICS_TOKEN set, a request must
 * carry it as a bearer token; without, it must come from this machine directly. A proxy on
 * this machine connects from loopback too, so a request that names a forwarded client is not
 * taken as local, whatever TRUST_PROXY says.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return sameSecret(given, token);
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && isLoopback(request.socket.remoteAddress);
}
