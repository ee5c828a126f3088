// Serves one built app alone on its port: `npm run serve -w mfe-oauth` (build it first).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { closeServer, serveApp } from './app-server/server.mjs';
import { API_URL, distDir, findApp } from './apps.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: node scripts/serve-app.mjs <app>   (e.g. mfe-oauth)');
  process.exit(1);
}

const app = findApp(name);
const dist = distDir(app);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${app.name} has no build in ${dist}: run \`npm run build -w ${app.dir}\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? app.port);
const server = await serveApp({ dir: dist, port, apiUrl: API_URL });
console.log(`${app.name} serving ${dist} on http://localhost:${port} (/api and /c → ${API_URL})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await closeServer(server);
    process.exit(0);
  });
}
