// The Tenants screen at 10,000 tenants (issue 30 item 1), in fresh (cold-cache) Chromium
// contexts: navigation start → the first page of tenant cards painted, median of 5, and where
// that time goes, read inside the page: each call's and each script's PerformanceResourceTiming
// (asked at → answered), the long tasks, and Chromium's own script and layout time
// (Performance.getMetrics). Starts its own product on a PGlite folder of 10,000 tenants and
// the apps' dist/ folders (build first); run under the bench lock:
//   flock /tmp/e2e.lock node scripts/bench/tenants-first-paint.mjs
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addTenantsToPglite } from './tenants-list.mjs';
import { startApi, stopApi } from './users-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL = 'http://localhost:8080';
const SUPER_ADMIN = { email: 'super@example.com', password: 'demo-super-pass' };
const TENANTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The first card of the first page by name after the demo tenants: only a card shows it.
const FIRST_BENCH_CARD = 'Bench Tenant 1';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The product (`npm start` without builds) on a PGlite folder holding 10,000 tenants more. */
async function startProductWithTenants(dir) {
  const env = { DATA_DIR: join(dir, 'pglite'), OUTBOX_DIR: join(dir, 'outbox') };
  // The API's first start migrates and seeds; the tenants go in while nothing holds the folder.
  const port = Number(process.env.BENCH_TENANTS_PAINT_PORT ?? 4391);
  if (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)) {
    throw new Error(`something answers on port ${port}: set BENCH_TENANTS_PAINT_PORT`);
  }
  await stopApi((await startApi(port, env)).child);
  await addTenantsToPglite(env.DATA_DIR, TENANTS);
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, SKIP_BUILD: '1', ...env },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${SHELL}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error('the product did not start');
}

// Runs in the page before its scripts: stamps the frame after the first card is in the DOM,
// and keeps the long tasks.
function watchCards(cardName) {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const cards = [...document.querySelectorAll('h2')];
    if (cards.some((heading) => heading.textContent === cardName)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__cardsPaintedAt = performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

// Runs in the page after the paint: the timings that explain it, in ms from navigation start.
function readTimings() {
  const round = (value) => Math.round(value);
  const [navigation] = performance.getEntriesByType('navigation');
  const resources = performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    type: entry.initiatorType,
    start: round(entry.startTime),
    end: round(entry.responseEnd),
  }));
  return {
    paintedAt: round(window.__cardsPaintedAt),
    htmlEnd: round(navigation.responseEnd),
    domContentLoaded: round(navigation.domContentLoadedEventEnd),
    resources,
    longTasks: window.__longTasks.map((task) => ({
      start: round(task.start),
      duration: round(task.duration),
    })),
  };
}

async function measureOnce(browser) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${SHELL}/api/auth/login/password`, {
      data: SUPER_ADMIN,
      headers: { origin: SHELL },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    await context.addInitScript(watchCards, FIRST_BENCH_CARD);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.goto(`${SHELL}/tenants`);
    await page.waitForFunction(() => window.__cardsPaintedAt !== undefined, null, {
      timeout: 30_000,
    });
    const timings = await page.evaluate(readTimings);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) =>
      Math.round((metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000);
    return {
      ...timings,
      scriptMs: metric('ScriptDuration'),
      layoutMs: metric('LayoutDuration') + metric('RecalcStyleDuration'),
      taskMs: metric('TaskDuration'),
    };
  } finally {
    await context.close();
  }
}

const pathOf = (url) => {
  const { port, pathname, search } = new URL(url);
  return `:${port}${pathname}${search}`;
};

/** One run's breakdown as bench output lines. */
function breakdownLines(run, index) {
  const lines = [
    `run ${index + 1}: cards painted at ${run.paintedAt} ms; HTML ${run.htmlEnd} ms; DOMContentLoaded ${run.domContentLoaded} ms; script ${run.scriptMs} ms, style+layout ${run.layoutMs} ms, all tasks ${run.taskMs} ms (Chromium, to the paint)`,
  ];
  for (const resource of [...run.resources].sort((a, b) => a.start - b.start)) {
    lines.push(
      `  ${String(resource.start).padStart(4)} → ${String(resource.end).padStart(4)} ms  ${resource.type.padEnd(14)} ${pathOf(resource.url)}`,
    );
  }
  const longTasks = run.longTasks.filter((task) => task.start < run.paintedAt);
  lines.push(
    `  long tasks before the paint: ${longTasks.map((task) => `${task.start}+${task.duration}`).join(', ') || 'none'}`,
  );
  return lines;
}

const find = (run, test) => run.resources.find((resource) => test(resource.url));
const isSession = (url) => url.includes('/api/management/admin-users/me');
const isList = (url) => url.includes('/api/management/tenants?');

/** Medians of `runs` cold navigations to the Tenants screen with 10,000 tenants. */
export async function benchTenantsFirstPaint(browser, runs = RUNS) {
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser));
  const at = (pick) => median(samples.map(pick));
  return {
    tenants: TENANTS,
    runs,
    paintedMs: at((run) => run.paintedAt),
    allPaintedMs: samples.map((run) => run.paintedAt),
    sessionAskedMs: at((run) => find(run, isSession)?.start ?? Number.NaN),
    sessionAnsweredMs: at((run) => find(run, isSession)?.end ?? Number.NaN),
    listAskedMs: at((run) => find(run, isList)?.start ?? Number.NaN),
    listAnsweredMs: at((run) => find(run, isList)?.end ?? Number.NaN),
    scriptMs: at((run) => run.scriptMs),
    jsRequests: samples[0].resources.filter((resource) => resource.url.endsWith('.js')).length,
    samples,
  };
}

export function tenantsFirstPaintRows(result) {
  return [
    [
      `Tenants screen at 10,000 tenants: navigation → first page of cards painted, cold cache (median of ${result.runs}; PGlite)`,
      `${result.paintedMs} ms (${result.allPaintedMs.join(', ')}); session asked ${result.sessionAskedMs} → answered ${result.sessionAnsweredMs} ms, list asked ${result.listAskedMs} → answered ${result.listAnsweredMs} ms, script ${result.scriptMs} ms${result.load ? `; load average ${result.load}` : ''}`,
      '≤ 500 ms',
    ],
  ];
}

async function waitForProductGone() {
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      await fetch(`${SHELL}/api/health`);
    } catch {
      return;
    }
    await sleep(500);
  }
  throw new Error(`something still answers on ${SHELL}`);
}

/** The whole bench: its own product and browser; `log` gets the breakdown lines of each run. */
export async function benchTenantsScreen(log = console.log, also = async () => undefined) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
  const loadBefore = os.loadavg()[0].toFixed(1);
  await waitForProductGone();
  const dir = await mkdtemp(join(tmpdir(), 'bizcard-bench-tenants-paint-'));
  const product = await startProductWithTenants(dir);
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const result = await benchTenantsFirstPaint(browser);
      result.load = `${loadBefore} → ${os.loadavg()[0].toFixed(1)}`;
      await also(browser);
      result.samples.forEach((run, index) => {
        for (const line of breakdownLines(run, index)) log(line);
      });
      return result;
    } finally {
      await browser.close();
    }
  } finally {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    product.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchTenantsScreen(console.log, async (browser) => {
    // The older row's measure (browser.mjs), on this product: the selected tenant restored too.
    const { measureColdTenantsPaint } = await import('./browser.mjs');
    const cold = await measureColdTenantsPaint(browser, RUNS);
    console.log(`Navigation → Tenants list painted (browser.mjs): ${JSON.stringify(cold)}`);
  });
  for (const row of tenantsFirstPaintRows(result)) console.log(`| ${row.join(' | ')} |`);
}
