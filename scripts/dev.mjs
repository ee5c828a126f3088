// `npm run dev`: the API in watch mode and a webpack dev server per app (8080-8085).
import { createRequire } from 'node:module';
import { appDir, apps, ROOT } from './apps.mjs';
import { onShutdown, startProcess, stopProcess } from './processes.mjs';

const WEBPACK_CLI = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

const children = new Map([
  ['api', startProcess('api', 'npm', ['run', 'dev', '-w', 'api'], { cwd: ROOT })],
]);
for (const app of apps) {
  const args = [WEBPACK_CLI, 'serve', '--mode', 'development'];
  children.set(app.name, startProcess(app.name, process.execPath, args, { cwd: appDir(app) }));
}

for (const [name, child] of children) {
  child.on('exit', (code) => {
    if (code) console.error(`[${name}] exited with code ${code}; the others keep running.`);
  });
}

console.log('Dev servers starting: http://localhost:8080 (shell), remotes on 8081-8085, API :4000');
onShutdown(() => Promise.all([...children.values()].map((child) => stopProcess(child))));
