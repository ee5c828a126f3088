// `npm run bench`: build times, gzip sizes of what the browser loads, JavaScript requests and
// the time until the Tenants list is painted (cold cache, Chromium), Lighthouse on the sign-in
// screens and a card page, the Tenant Users table at 10,000 users and its first page at
// 100,000, the users API at 10,000 rows, bulk actions on 10,000 users, the 100,000-row upload
// against COPY, the card page against nginx, the Dashboard at 10,000 tenants, and one of three
// API processes killed with kill -9 behind nginx under load. Writes bench-results/latest.json
// and the README's "Figures" section.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { batchOrderRows } from './bench/batch-order.mjs';
import {
  measureColdTenantsPaint,
  measureRemoteBytes,
  measureShellBytes,
} from './bench/browser.mjs';
import { cardPageSizeRows } from './bench/card-page-size.mjs';
import { cardPageSpeedRows } from './bench/card-page-speed.mjs';
import { cardServingRows } from './bench/card-serving.mjs';
import { contactSubmissionRows } from './bench/contact-submission.mjs';
import { csvImportRows } from './bench/csv-import.mjs';
import { dashboardRows } from './bench/dashboard.mjs';
import { inFreshProcess } from './bench/fresh-process.mjs';
import { benchLighthouse, lighthouseRows } from './bench/lighthouse.mjs';
import { logsScaleRows } from './bench/logs-scale.mjs';
import { processKilledRows } from './bench/process-killed.mjs';
import { qrSheetRows } from './bench/qr-sheet.mjs';
import { reportsScaleRows } from './bench/reports-scale.mjs';
import { scimProvisioningRows } from './bench/scim-provisioning.mjs';
import { createTenThousandUserTenant } from './bench/ten-thousand-users.mjs';
import { tenantsFirstPaintRows } from './bench/tenants-first-paint.mjs';
import { tenantsListRows } from './bench/tenants-list.mjs';
import { usersBulkRows } from './bench/users-bulk.mjs';
import { benchUsersFirstPaint, usersFirstPaintRows } from './bench/users-first-paint.mjs';
import { usersListRows } from './bench/users-list.mjs';
import { benchUsersUi } from './bench/users-ui.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { chromiumProblem } from './preflight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SHELL = 'http://localhost:8080';

const timeBuild = (args) => {
  const started = performance.now();
  execFileSync('node', ['scripts/build.mjs', ...args], { cwd: root, stdio: 'ignore' });
  return Math.round(performance.now() - started) / 1000;
};

// The browser is needed only after the builds: say so before spending a minute on them.
const missingBrowser = chromiumProblem(chromiumPath(), 'the bench');
if (missingBrowser) {
  console.error(missingBrowser);
  process.exit(1);
}

console.log('building all six apps…');
const buildAllSeconds = timeBuild([]);
console.log('building mfe-oauth alone…');
const buildOneSeconds = timeBuild(['--only', 'mfe-oauth']);

const server = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let results;
try {
  const shell = await measureShellBytes(browser);
  const remotes = await measureRemoteBytes(browser);
  const paint = await measureColdTenantsPaint(browser, RUNS);
  console.log('Lighthouse: the two sign-in screens and a card page…');
  const lighthouse = await benchLighthouse();
  const tenantName = await createTenThousandUserTenant(SHELL);
  const usersUi = await benchUsersUi(browser, { shellUrl: SHELL, tenantName });
  console.log('Tenant Users at 100,000 users…');
  const firstPaint = await benchUsersFirstPaint(browser, { shellUrl: SHELL });
  const date = new Date().toISOString();
  results = { date, buildAllSeconds, buildOneSeconds, shell, remotes, paint, lighthouse };
  Object.assign(results, { usersUi, firstPaint });
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
// The API benches run their own API processes: after the product stops, so nothing competes,
// and each from a process of its own (bench/fresh-process.mjs).
const bench = (file, name) => inFreshProcess(join(root, 'scripts', 'bench', file), name);
console.log('measuring the users API at 10,000 rows…');
results.usersApi = await bench('users-api.mjs', 'benchUsersApi');
console.log('measuring bulk actions on 10,000 users…');
results.usersBulk = await bench('users-bulk.mjs', 'benchUsersBulk');
console.log('measuring the 100,000-row CSV upload against COPY…');
results.csvImport = await bench('csv-import.mjs', 'benchCsvImport');
console.log('measuring the Dashboard at 10,000 tenants and 1,000,000 end users…');
results.dashboard = await bench('dashboard.mjs', 'benchDashboard');
console.log('measuring a New Batch of 10,000 people…');
results.batchOrder = await bench('batch-order.mjs', 'benchBatchOrder');
console.log('measuring the Tenants list at 10,000 tenants…');
results.tenantsList = await bench('tenants-list.mjs', 'benchTenantsList');
console.log('measuring the Tenants screen at 10,000 tenants in Chromium…');
results.tenantsScreen = await bench('tenants-first-paint.mjs', 'benchTenantsScreen');
console.log('measuring the Logs at 10,000,000 entries…');
results.logsScale = await bench('logs-scale.mjs', 'benchLogsScale');
console.log('measuring Reports at 100,000 cards and two years of counts (PostgreSQL)…');
results.reportsScale = await bench('reports-scale.mjs', 'benchReportsScale');
console.log('measuring the QR sheet PDF of 10,000 people…');
results.qrSheet = await bench('qr-sheet.mjs', 'benchQrSheet');
console.log('measuring SCIM provisioning of 10,000 people on PostgreSQL…');
results.scimProvisioning = await bench('scim-provisioning.mjs', 'benchScimProvisioning');
console.log('measuring card page throughput with counting on and off…');
results.cardPage = await bench('card-page.mjs', 'benchCardPage');
console.log('measuring the card page against nginx, on 2 API processes, its size, API memory…');
results.cardServing = await bench('card-serving.mjs', 'benchCardServing');
console.log('measuring the card page with the contact form, Share and both wallet buttons…');
results.cardPageSize = await bench('card-page-size.mjs', 'benchCardPageSize');
console.log('measuring the card page with those sections on and off…');
results.cardPageSpeed = await bench('card-page-speed.mjs', 'benchCardPageSpeed');
console.log('measuring contact form posts on PostgreSQL…');
results.contactSubmission = await bench('contact-submission.mjs', 'benchContactSubmission');
console.log('killing one of three API processes behind nginx under load (PostgreSQL)…');
results.processKilled = await bench('process-killed.mjs', 'benchProcessKilled');
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const table = renderTable(results);
console.log(table);
writeReadmeFigures(table);

function renderTable(r) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    ['Production build, all six apps (2 in parallel)', `${r.buildAllSeconds} s`, '—'],
    ['Production build, mfe-oauth alone', `${r.buildOneSeconds} s`, '—'],
    [
      'Shell initial JavaScript, gzip (sign-in page, shared libraries included)',
      kb(r.shell.gzipBytes),
      '≤ 120 KB',
    ],
    ...r.remotes.map((remote) => [
      `${remote.name}: entry + first page, gzip`,
      kb(remote.gzipBytes),
      '≤ 40 KB',
    ]),
    ['JavaScript requests before the Tenants list paints', String(r.paint.jsRequests), '—'],
    [
      `Navigation → Tenants list painted, cold cache (median of ${r.paint.runs})`,
      `${r.paint.medianMs} ms`,
      '≤ 400 ms',
    ],
    ...lighthouseRows(r.lighthouse),
    ...usersRows(r),
    ...usersBulkRows(r.usersBulk),
    ...usersFirstPaintRows(r.firstPaint),
    ...csvImportRows(r.csvImport),
    [
      'Card page throughput, card counting on / off (median req/s)',
      `${r.cardPage.on} / ${r.cardPage.off} (${r.cardPage.ratio}×)`,
      '≥ 0.9×',
    ],
    ...cardServingRows(r.cardServing),
    ...cardPageSizeRows(r.cardPageSize),
    ...cardPageSpeedRows(r.cardPageSpeed),
    ...contactSubmissionRows(r.contactSubmission),
    ...dashboardRows(r.dashboard),
    ...batchOrderRows(r.batchOrder),
    ...tenantsListRows(r.tenantsList),
    ...tenantsFirstPaintRows(r.tenantsScreen),
    ...logsScaleRows(r.logsScale),
    ...reportsScaleRows(r.reportsScale),
    ...qrSheetRows(r.qrSheet),
    ...scimProvisioningRows(r.scimProvisioning),
    ...processKilledRows(r.processKilled),
  ];
  return [
    `Measured ${r.date.slice(0, 10)} by \`npm run bench\` on 2 cores, localhost, headless Chromium.`,
    '',
    '| figure | measured | target |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function writeReadmeFigures(table) {
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const section = `<!-- bench:start -->\n${table}\n<!-- bench:end -->`;
  const next = readme.includes('<!-- bench:start -->')
    ? readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
    : `${readme.trimEnd()}\n\n## Figures\n\n${section}\n`;
  writeFileSync(readmePath, next);
}

async function startProduct() {
  const dataDir = join(root, 'data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      DATA_DIR: join(dataDir, 'pglite'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch('http://localhost:8080/api/health')).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the product did not start');
}

function usersRows({ usersUi: ui, usersApi: api }) {
  const apiRows = (label, f, listTarget) => [
    ...usersListRows(label, f, listTarget),
    [`${label}: CSV upload, 10,000 rows`, `${f.upload10kSeconds} s`, '≤ 5 s'],
  ];
  return [
    [
      'Tenant Users, 10,000 users: search keystroke → table (median)',
      `${ui.searchMs} ms`,
      '≤ 50 ms',
    ],
    ['Tenant Users: sort change → table (median)', `${ui.sortMs} ms`, '≤ 50 ms'],
    ['Tenant Users: page change → table (median)', `${ui.pageMs} ms`, '≤ 50 ms'],
    ['Tenant Users: table rows in the DOM', String(ui.rows), 'one page'],
    ...apiRows('PGlite', api.pglite, '≤ 150 ms'),
    ...(api.postgres ? apiRows('PostgreSQL 15', api.postgres, '≤ 100 ms') : []),
  ];
}
