// Forwards /api and /c to the API, so the browser's calls stay same-origin, and /scim, so a
// tenant's directory reaches SCIM at the address the Provisioning page shows.
import httpProxy from '@fastify/http-proxy';

const PROXIED_PREFIXES = ['/api', '/c', '/scim'];
// Meaningful on one connection only; undici refuses some of them outright. `expect`
// (curl's `Expect: 100-continue` for bodies over 1 MB) is answered here: node's server sends
// `100 Continue` itself, and undici refuses to forward the header (502 in 2 ms).
const HOP_BY_HOP = [
  'connection',
  'expect',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

// The API trusts these from loopback (TRUST_PROXY): the client's own claims are replaced.
function forwardedHeaders(request, headers) {
  return {
    ...withoutHopByHop(headers),
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': 'http',
  };
}

// The UI shows `message`; a JSON answer keeps it readable while the API restarts.
function apiUnavailable(reply) {
  reply
    .code(502)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ message: 'API unavailable' });
}

/** Registers the proxy of `/api/**`, `/c/**` and `/scim/**` to `apiUrl`, status and headers kept. */
export async function apiProxy(app, { apiUrl }) {
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: apiUrl,
      prefix,
      rewritePrefix: prefix,
      // Answers pass through as they are: no retries of a GET that got a 503.
      retryMethods: [],
      disableRequestLogging: true,
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: withoutHopByHop,
        onError: apiUnavailable,
      },
    });
  }
}
