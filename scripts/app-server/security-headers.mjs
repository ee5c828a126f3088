// Security headers of everything the app servers serve from a dist/ folder. The policy was
// checked by loading the built product in Chromium and watching the console for violations:
// - the module federation runtime needs no eval: it loads remotes with <script> tags
//   (script-src) after fetching their mf-manifest.json (connect-src), both from the remote
//   origins that remotes.json lists;
// - styled-components inserts <style> elements at run time without a nonce ('unsafe-inline'
//   in style-src only; no script can run through it);
// - the Tenant Users table shows QR codes from the public card address (img-src);
// - the page icon is `data:,`.
import { readFileSync, statSync } from 'node:fs';
import helmet from 'helmet';
import { apps } from '../apps.mjs';

const shell = apps.find((app) => app.host);
// The API's default public address (PUBLIC_APP_URL) is the shell's.
const publicAppOrigin = new URL(process.env.PUBLIC_APP_URL || `http://localhost:${shell.port}`)
  .origin;

// A remotes.json value is a manifest URL, or `{ url, version }` once deployed (scripts/deploy).
const urlOf = (entry) => (typeof entry === 'string' ? entry : entry?.url);

/** The distinct absolute origins of a remotes.json; relative URLs are our own origin. */
function originsOf(file) {
  try {
    const urls = Object.values(JSON.parse(readFileSync(file, 'utf8'))).map(urlOf);
    const absolute = urls.filter((url) => typeof url === 'string' && URL.canParse(url));
    return [...new Set(absolute.map((url) => new URL(url).origin))].join(' ');
  } catch (error) {
    console.error(`[app-server] ${file} unreadable, no remote origins allowed: ${error.message}`);
    return '';
  }
}

/**
 * Origins of the remotes in a remotes.json, read again whenever the file changes: an
 * operator moves a remote by editing that file, without restarting or rebuilding the shell.
 */
export function remoteOriginsOf(file) {
  let cached = { mtimeMs: Number.NaN, origins: '' };
  return () => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return ''; // remotes have no remotes.json: they load no other remote
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, origins: originsOf(file) };
    return cached.origins;
  };
}

/**
 * helmet's options for a page whose remotes come from `remoteOrigins` (space-separated);
 * `devSockets`: the live-reload sockets of remotes on a dev server (DEV_REMOTES), allowed only then.
 */
function helmetOptions(remoteOrigins, devSockets) {
  return {
    contentSecurityPolicy: {
      // helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP deployments.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remoteOrigins],
        connectSrc: ["'self'", remoteOrigins, ...devSockets],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', publicAppOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    // Not no-referrer: under it Chromium sends `Origin: null` on same-origin POSTs, which
    // the API's origin check refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote entries and chunks are loaded by the shell from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

// Pages whose address carries a single-use token (the magic link's /auth/callback?token=…,
// the reset link's /forgot-password?token=… of the shell and of the standalone self-serve app):
// what they load before their script drops the token from the address must not carry it on
// in a Referer, where proxies' access logs would keep it. The page then sets the policy
// above again (a same-origin POST under no-referrer is sent with `Origin: null`).
const TOKEN_PAGES = new Set(['/auth/callback', '/forgot-password']);
const pathOf = (url) => url.split('?', 1)[0];

/**
 * An onRequest hook setting the security headers of an app whose remotes are listed in
 * `remotesFile` (and `devSockets`, ws:// origins). helmet's headers are built once per set of
 * remote origins, not at every request as @fastify/helmet does.
 */
export function securityHeadersHook(remotesFile, devSockets = []) {
  const remoteOrigins = remoteOriginsOf(remotesFile);
  let built = { origins: undefined, setHeaders: undefined };
  return (request, reply, done) => {
    const origins = remoteOrigins();
    if (origins !== built.origins) {
      built = { origins, setHeaders: helmet(helmetOptions(origins, devSockets)) };
    }
    built.setHeaders(request.raw, reply.raw, (error) => {
      if (TOKEN_PAGES.has(pathOf(request.url)))
        reply.raw.setHeader('Referrer-Policy', 'no-referrer');
      done(error);
    });
  };
}
