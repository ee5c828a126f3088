// The sign-in screens, written into their app's HTML at build time (decision 026): the
// shell's /login and the standalone self-serve app's /self-serve-login. For each, the app's
// src/root.tsx is rendered in Node (no browser; ./render-screen.mjs) and
// dist/<address>/index.html is written, which the app servers (@fastify/static) and static
// hosts send for that address only.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { distDir, ROOT } from '../apps.mjs';
import { pageWithScreen } from './page.mjs';

const PRERENDERED_APPS = new Set(['shell', 'mfe-selfserve']);
const RENDER_SCREEN = path.join(import.meta.dirname, 'render-screen.mjs');
const run = promisify(execFile);

export const hasPrerenderedScreen = (app) => PRERENDERED_APPS.has(app.name);

/**
 * Renders the app's screen in a process of its own (styled-components numbers components per
 * process, in module order, as the browser does) and returns { location, html, styles }.
 */
export async function renderScreen(app) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', RENDER_SCREEN, app.name], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  // The last line: whatever a module printed while loading comes before it.
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** Writes dist/<address>/index.html for an app that has a prerendered screen; else nothing. */
export async function prerenderApp(app) {
  if (!hasPrerenderedScreen(app)) return undefined;
  const dist = distDir(app);
  const screen = await renderScreen(app);
  const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  const file = path.join(dist, screen.location, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pageWithScreen(indexHtml, screen));
  return file;
}
