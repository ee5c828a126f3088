// Lighthouse's performance category (mobile, simulated throttling: its defaults) for the two
// sign-in screens and a public card page, in Debian's Chromium. Needs the product running
// (`npm start`). Alone: node scripts/bench/lighthouse.mjs
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { seededCardPath } from './card-fixture.mjs';

const SHELL = 'http://localhost:8080';
const SELF_SERVE = 'http://localhost:8085';
const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1500;
// Lighthouse's own advice: the median of several runs, as one run's blocking time varies a lot.
const RUNS = 3;

/** The pages of the goal: admin login, standalone self-serve login, a demo user's card. */
export async function lighthouseUrls() {
  return {
    login: `${SHELL}/login`,
    selfServeLogin: `${SELF_SERVE}/self-serve-login`,
    cardPage: `${SHELL}${await seededCardPath(SHELL)}`,
  };
}

/** One Lighthouse run (a fresh page load, cache cleared) of the performance category. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    url,
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

/** The run of median score (and, among equal scores, of median LCP). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((run) => run.score) };
}

/**
 * Audits each of `urls` ({ name: url }, default: lighthouseUrls()) `runs` times in one
 * headless Chromium; resolves with { name: { url, score, lcpMs, fcpMs, tbtMs, cls, scores } },
 * each the median run.
 */
export async function benchLighthouse(urls, runs = RUNS) {
  const pages = urls ?? (await lighthouseUrls());
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const results = {};
    for (const [name, url] of Object.entries(pages)) {
      const audits = [];
      for (let run = 0; run < runs; run += 1) audits.push(await audit(url, chrome.port));
      results[name] = medianRun(audits);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const LABELS = {
  login: 'Lighthouse mobile, `/login`',
  selfServeLogin: 'Lighthouse mobile, `:8085/self-serve-login`',
  cardPage: 'Lighthouse mobile, card page',
};

/** The README's rows (figure, measured, target) of `benchLighthouse()`'s results. */
export function lighthouseRows(result) {
  return Object.entries(result).map(([name, { url, score, lcpMs, scores }]) => [
    `${LABELS[name] ?? `Lighthouse mobile, ${url}`}: performance; LCP (median of ${scores.length})`,
    `${score} (${scores.join(', ')}); ${(lcpMs / 1000).toFixed(2)} s`,
    `≥ ${TARGET_SCORE}; ≤ ${(TARGET_LCP_MS / 1000).toFixed(1)} s`,
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchLighthouse();
  console.log(JSON.stringify(result, null, 2));
  for (const row of lighthouseRows(result)) console.log(`| ${row.join(' | ')} |`);
}
