// Run by ./index.mjs under tsx, one process per app (styled-components numbers its components
// per process, in the order the modules run): renders the app's prerendered screen and prints
// it as JSON.   node --import tsx scripts/prerender/render-screen.mjs <app>
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { appDir, findApp, ROOT } from '../apps.mjs';
import { browserConfig, bundleForNode, usesModuleFederation } from './node-bundle.mjs';

/**
 * The app's src/root.tsx, loaded as the browser runs it. A federated app takes each
 * @bizcard/shared entry whole, in import order, as Node does: its sources are loaded as they
 * are. An app without federation runs what its webpack settings make of them: it is bundled.
 */
async function loadRoot(app) {
  const dir = appDir(app);
  const rootModule = path.join(dir, 'src', 'root.tsx');
  const config = browserConfig(dir);
  if (usesModuleFederation(config)) return import(pathToFileURL(rootModule).href);
  // Per process (a build and a test may bundle the same app at once), kept until the screen is
  // rendered: lazy pages load their chunks from it.
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'bizcard-prerender', `${process.pid}`);
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  return createRequire(import.meta.url)(await bundleForNode(config, rootModule, outDir));
}

async function textOf(stream) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

/**
 * The screen of the root module's PRERENDERED_LOCATION for a signed-out visitor, and the
 * <style> of every styled component it shows. Waits for lazy pages, as the browser does.
 */
async function renderScreen(app) {
  const { appRoot, PRERENDERED_LOCATION } = await loadRoot(app);
  const sheet = new ServerStyleSheet();
  try {
    const element = sheet.collectStyles(appRoot({ location: PRERENDERED_LOCATION }));
    const { prelude } = await prerenderToNodeStream(element, {
      onError: (error) => {
        throw error;
      },
    });
    const html = await textOf(prelude);
    return { location: PRERENDERED_LOCATION, html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

process.stdout.write(`\n${JSON.stringify(await renderScreen(findApp(process.argv[2])))}\n`);
