// Serves one built app (its dist/ folder) and forwards /api and /c to the API.
import path from 'node:path';
import Fastify from 'fastify';
import { apiProxy } from './api-proxy.mjs';
import { staticFiles } from './static-files.mjs';

const BUSY_CONNECTIONS_GRACE_MS = 1000;

/**
 * Serves a built dist/ folder on `port`; resolves with the listening Fastify instance.
 * Binds to 127.0.0.1 unless `host` or the HOST environment variable says otherwise.
 * @param {{ dir: string, port: number, apiUrl: string, host?: string }} options
 */
export async function serveApp({ dir, port, apiUrl, host = process.env.HOST || '127.0.0.1' }) {
  const app = Fastify({ logger: false });
  app.addHook('onError', async (request, _reply, error) => {
    console.error(`[app-server] ${request.method} ${request.url}: ${error.message}`);
  });
  await app.register(apiProxy, { apiUrl });
  await app.register(staticFiles, { dist: path.resolve(dir) });
  await app.listen({ port, host });
  return app;
}

/** Stops accepting connections, drops idle ones at once and busy ones after a second. */
export async function closeServer(app) {
  const timer = setTimeout(() => app.server.closeAllConnections(), BUSY_CONNECTIONS_GRACE_MS);
  timer.unref();
  await app.close();
  clearTimeout(timer);
}
