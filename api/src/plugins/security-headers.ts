import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = NonNullable<
  Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

// JSON, CSV and files: nothing in them may load or run anything, nor be framed.
const API_DIRECTIVES: Directives = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

// Public card pages are made of user data: markup and one inline <style>, images only
// the template's own (/c/assets on this origin) and the inline icon (data:), links out;
// never a script or frame; forms only to this origin (the contact form, decision 053).
const CARD_PAGE_DIRECTIVES: Directives = {
  ...API_DIRECTIVES,
  formAction: ["'self'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
};

// The API's reference page (/api/docs, decision 044): its own scripts and styles (the
// reference sets style attributes), its icons, and the OpenAPI document it fetches.
const DOCS_PAGE_DIRECTIVES: Directives = {
  ...API_DIRECTIVES,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};

const isUnder = (prefix: string, url: string | undefined) =>
  url !== undefined && (url === prefix || url.startsWith(`${prefix}/`));

const API_OPTIONS: HelmetOptions = {
  // helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP deployments.
  contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
  xFrameOptions: { action: 'deny' },
  // Card pages link out to people's own sites: their address stays private.
  referrerPolicy: { policy: 'no-referrer' },
};

const DOCS_OPTIONS: HelmetOptions = {
  ...API_OPTIONS,
  contentSecurityPolicy: { useDefaults: false, directives: DOCS_PAGE_DIRECTIVES },
};

const CARD_OPTIONS: HelmetOptions = {
  ...API_OPTIONS,
  contentSecurityPolicy: { useDefaults: false, directives: CARD_PAGE_DIRECTIVES },
  // QR codes and cards are public: pages of other origins may show them.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * Security headers on every answer (helmet), a card-page policy for the public pages under
 * `/c`, and `Cache-Control: no-store` on `/api` answers unless a route chose its own.
 * helmet's header sets are built once here; @fastify/helmet built them again at every
 * request, a quarter of a cached card page's time (11,500 → 15,800 requests/s).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const apiHeaders = helmet(API_OPTIONS);
    const cardHeaders = helmet(CARD_OPTIONS);
    const docsHeaders = helmet(DOCS_OPTIONS);

    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0];
      // Answers about a session, tenant or person must not stay in any cache.
      if (isUnder('/api', path)) reply.header('cache-control', 'no-store');
      const setHeaders = isUnder('/c', path)
        ? cardHeaders
        : isUnder('/api/docs', path)
          ? docsHeaders
          : apiHeaders;
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    app.addHook('onSend', async (_request, reply) => {
      // The policy is declared here once: a route's own CSP header gives way to helmet's.
      const policy = reply.raw.getHeader('content-security-policy');
      if (policy !== undefined) reply.header('content-security-policy', policy);
    });
  },
  { name: 'security-headers' },
);
