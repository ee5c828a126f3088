// Serves one built app (its dist/ folder, or its versions in the deploy folder) and forwards
// /api and /c to the API.
import path from 'node:path';
import Fastify from 'fastify';
import { apiProxy } from './api-proxy.mjs';
import { deployedFiles } from './deployed-files.mjs';
import { staticFiles } from './static-files.mjs';

const BUSY_CONNECTIONS_GRACE_MS = 1000;

/**
 * Serves a built dist/ folder on `port`; resolves with the listening Fastify instance.
 * Binds to 127.0.0.1 unless `host` or the HOST environment variable says otherwise.
 * `deployed`: serve the app's versions from its deploy folder instead (dist/ until it has a
 * live version); see ./deployed-files.mjs.
 * @param {{ dir: string, port: number, apiUrl: string, host?: string,
 *   deployed?: { appDeployDir: string, remotesFile?: string, devRemotes?: Record<string, string> } }} options
 */
export async function serveApp({
  dir,
  port,
  apiUrl,
  host = process.env.HOST || '127.0.0.1',
  deployed,
}) {
  const app = Fastify({ logger: false });
  app.addHook('onError', async (request, _reply, error) => {
    console.error(`[app-server] ${request.method} ${request.url}: ${error.message}`);
  });
  await app.register(apiProxy, { apiUrl });
  const dist = path.resolve(dir);
  if (deployed) await app.register(deployedFiles, { ...deployed, dist });
  else await app.register(staticFiles, { dist });
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
