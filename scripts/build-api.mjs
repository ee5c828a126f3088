// The API as JavaScript (decision 046): esbuild bundles api/src into api/dist once, where tsx
// compiled every file at every start. npm packages stay outside the bundle, loaded from
// node_modules as before (PGlite finds its wasm and data files in its own package);
// @bizcard/shared, whose package points at TypeScript sources, is bundled in. The SQL
// migrations are copied and each TypeScript migration step built beside them, in
// dist/migrations, where the bundled migrate.ts looks. Source maps point stack traces at the
// .ts files when node runs with --enable-source-maps.
//   node scripts/build-api.mjs             build api/dist
//   node scripts/build-api.mjs --if-stale  only when a source is newer than the build
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './apps.mjs';
import { newestMtime } from './lib/newest-mtime.mjs';

export const API_DIST = path.join(ROOT, 'api', 'dist');
const API_SRC = path.join(ROOT, 'api', 'src');
const MIGRATIONS = path.join(API_SRC, 'db', 'migrations');
const STAMP = '.build-stamp';

/** Every file node runs directly: the server (and its cluster workers) and the commands. */
const ENTRY_POINTS = {
  server: path.join(API_SRC, 'server.ts'),
  'create-super-admin': path.join(API_SRC, 'db', 'create-super-admin.ts'),
  'rotate-secrets-key': path.join(API_SRC, 'db', 'rotate-secrets-key.ts'),
};

/** Everything api/dist is made from. */
const INPUTS = [
  API_SRC,
  path.join(ROOT, 'api', 'package.json'),
  path.join(ROOT, 'shared', 'src'),
  path.join(ROOT, 'shared', 'package.json'),
  path.join(ROOT, 'package-lock.json'),
  fileURLToPath(import.meta.url),
  path.join(ROOT, 'scripts', 'lib', 'newest-mtime.mjs'),
];

/** Bare imports other than the workspace's own stay imports, resolved by node at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith('@bizcard/') ? undefined : { path: name, external: true },
    );
  },
};

/** Why the API needs a build ('missing', 'stale'), or undefined when `dist` is current. */
export function apiBuildNeed(dist = API_DIST) {
  const stamp = newestMtime(path.join(dist, STAMP));
  if (!stamp) return 'missing';
  return Math.max(...INPUTS.map(newestMtime)) > stamp ? 'stale' : undefined;
}

const migrationFiles = (ext) => readdirSync(MIGRATIONS).filter((name) => name.endsWith(ext));

/**
 * Written to a temporary name and renamed: an API starting meanwhile, or another `npm start`
 * building the same folder, reads the old file or the new one, never half of one.
 */
async function writeWhole(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  renameSync(temporary, file);
}

/** Files of an earlier build that this one did not make (a renamed migration must not run). */
function removeLeftovers(dist, made) {
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !made.has(file) && entry.name !== STAMP && !file.endsWith('.tmp')) {
      rmSync(file);
    }
  }
}

/** Builds the API into `dist` (api/dist; tests use a folder of their own beside it). */
export async function buildApi(dist = API_DIST) {
  const started = Date.now();
  const steps = Object.fromEntries(
    migrationFiles('.ts').map((name) => [
      `migrations/${name.replace(/\.ts$/, '')}`,
      path.join(MIGRATIONS, name),
    ]),
  );
  const result = await build({
    entryPoints: { ...ENTRY_POINTS, ...steps },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm', // api/package.json says "type": "module"
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false, // the map points at api/src and shared/src, which stay beside it
    keepNames: true, // class and function names survive renaming (error names, logs)
    plugins: [npmPackagesExternal],
    write: false,
    logLevel: 'warning',
  });
  await Promise.all(result.outputFiles.map((file) => writeWhole(file.path, file.contents)));
  const made = new Set(result.outputFiles.map((file) => file.path));
  mkdirSync(path.join(dist, 'migrations'), { recursive: true });
  for (const name of migrationFiles('.sql')) {
    const target = path.join(dist, 'migrations', name);
    copyFileSync(path.join(MIGRATIONS, name), target);
    made.add(target);
  }
  removeLeftovers(dist, made);
  // Stamped with the time the build began: a source saved during the build makes it stale.
  await writeFile(path.join(dist, STAMP), '');
  utimesSync(path.join(dist, STAMP), started / 1000, started / 1000);
  return { seconds: (Date.now() - started) / 1000 };
}

/** Builds api/dist when it is missing or stale; says so on the console. */
export async function buildApiIfNeeded() {
  const need = apiBuildNeed();
  if (!need) return;
  console.log(`Building the API (${need})`);
  const { seconds } = await buildApi();
  console.log(`  built api ${seconds.toFixed(1).padStart(27)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const building = process.argv.includes('--if-stale')
    ? buildApiIfNeeded()
    : buildApi().then(({ seconds }) => console.log(`built api in ${seconds.toFixed(1)} s`));
  building.catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
