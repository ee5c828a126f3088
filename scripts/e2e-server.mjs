// Starts the product as `npm start` does, on a fresh database and outbox of its own, for the
// Playwright journeys (e2e/playwright.config.ts runs this as its web server).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
