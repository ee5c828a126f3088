// Features inside an app do not import each other (CONVENTIONS.md, Boundaries): a file under
// src/features/<a>/ may not import from src/features/<b>/. What two features share goes to the
// app's src/components, src/hooks or src/lib, or to @bizcard/shared.
//   node scripts/feature-imports.mjs    prints each such import and exits 1, or says none
// A script, not a Biome rule: Biome's noRestrictedImports matches the import's text, and
// '../../reports/x' is another feature from one folder depth and the same one from another.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, ROOT } from './apps.mjs';

const SOURCE = /\.(ts|tsx|js|jsx|mts|mjs)$/;
// Static imports and re-exports, import(), require() and jest.mock(): each names a module.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (SOURCE.test(entry.name)) yield file;
  }
}

/** The feature folder a path lies in under `featuresDir`, or null. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature] = relative.split(path.sep);
  return feature && feature !== relative ? feature : null;
}

/**
 * One line per import from one feature folder into another, for the apps under `root`
 * (`appDirs` defaults to every front-end app): `file:line imports 'spec' (feature b)`.
 */
export function featureImportProblems(root = ROOT, appDirs = apps.map((app) => app.dir)) {
  const problems = [];
  for (const appDir of appDirs) {
    const featuresDir = path.join(root, appDir, 'src', 'features');
    if (!existsSync(featuresDir)) continue;
    for (const file of sourceFiles(featuresDir)) {
      const own = featureOf(featuresDir, file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[2];
        if (!specifier.startsWith('.')) continue;
        const target = featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
        if (!target || target === own) continue;
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(
          `${path.relative(root, file)}:${line} imports '${specifier}': feature ${own} may not import feature ${target}`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = featureImportProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} import(s) from one feature into another`);
    process.exitCode = 1;
  } else {
    console.log('No feature imports another.');
  }
}
