// The README and docs/*.md point only at files a clone has: every relative link leads to a
// file or folder of the repository, none leaves it, and every path docs/architecture.md
// names in backticks exists.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(join(root, file), 'utf8');

const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const ARCHITECTURE = 'docs/architecture.md';

/**
 * The repository's files, as a clone has them: tracked or new, never ignored (data/, dist/,
 * deploy/, node_modules/ exist here but not in a clone). Without git, what is on disk.
 */
const repositoryFiles = (() => {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return new Set(listed.split('\0').filter((file) => file && existsSync(join(root, file))));
  } catch {
    return null;
  }
})();

const folders = repositoryFiles && new Set([...repositoryFiles].flatMap(parentFolders));

function parentFolders(file) {
  const parts = file.split('/');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/** Whether `path` (relative to the root, posix) is a file or folder of the repository. */
function inRepository(path) {
  const clean = path.replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  if (!repositoryFiles) return existsSync(join(root, clean));
  return repositoryFiles.has(clean) || folders.has(clean);
}

/** The text outside fenced code blocks, where Markdown writes links and code spans. */
const prose = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/** Every link target: inline links, reference definitions, and href/src attributes. */
function linkTargets(markdown) {
  const text = prose(markdown).replace(CODE_SPAN, '');
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g)];
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  const attributes = [...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)];
  return [...inline, ...references, ...attributes].map((match) => match[1]);
}

/** Code spans written as relative paths that climb out of the document's folder. */
const climbingSpans = (markdown) =>
  [...prose(markdown).matchAll(CODE_SPAN)]
    .map((match) => match[2].trim())
    .filter((span) => /^\.\.\/\S*$/.test(span));

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** `target` seen from `document`: the repository path, or null when it is outside. */
function resolveFrom(document, target) {
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  const joined = posix.normalize(posix.join(posix.dirname(document), path));
  return joined === '..' || joined.startsWith('../') ? null : joined;
}

/** What is wrong with one link of `document`, or null. */
function linkProblem(document, target) {
  if (isExternal(target) || target.startsWith('#')) return null;
  if (target.startsWith('/')) return `${document}: ${target} is absolute; link relatively`;
  const path = resolveFrom(document, target);
  if (path === null) return `${document}: ${target} leaves the repository`;
  return inRepository(path) ? null : `${document}: ${target} is not in the repository`;
}

test('every relative link of the README and docs/*.md leads to a file of the repository', () => {
  const problems = DOCUMENTS.flatMap((document) =>
    linkTargets(read(document)).map((target) => linkProblem(document, target)),
  ).filter(Boolean);
  assert.deepEqual(problems, []);
});

test('no path the README or docs/*.md write leaves the repository', () => {
  const problems = DOCUMENTS.flatMap((document) =>
    climbingSpans(read(document))
      .filter((span) => resolveFrom(document, span) === null)
      .map((span) => `${document}: ${span} leaves the repository`),
  );
  assert.deepEqual(problems, []);
});

test('the README sends readers to docs/architecture.md for the design', () => {
  assert.ok(linkTargets(read('README.md')).includes(ARCHITECTURE));
});

// A path in backticks: no spaces, a slash (`api/src/app.ts`, `shared/`), not an address
// (`/api/...`), no placeholder (`<version>`, `{slug}`, `*`). Package names (`zod/mini`) are not
// paths: their first segment is an installed package, not a folder of the repository; a
// workspace package's subpath (`@bizcard/shared/api`) must be one of its exports.
const PATH_SPAN = /^[\w@][\w.@-]*(?:\/[\w.@-]+)*\/?$/;
const isPathSpan = (span) => span.includes('/') && PATH_SPAN.test(span);

function packageSpecifier(span) {
  const parts = span.split('/');
  const name = span.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (inRepository(parts[0])) return null;
  return existsSync(join(root, 'node_modules', name))
    ? { name, subpath: span.slice(name.length) }
    : null;
}

/** Why a workspace package's subpath (`@bizcard/shared/api`) does not resolve, or null. */
function workspaceExportProblem({ name, subpath }) {
  const { workspaces } = JSON.parse(read('package.json'));
  const folder = workspaces.find((dir) => JSON.parse(read(`${dir}/package.json`)).name === name);
  if (!folder) return `${name} is no workspace package`;
  const { exports } = JSON.parse(read(`${folder}/package.json`));
  const key = `.${subpath}`;
  return !exports || key === '.' || key in exports ? null : `${name} exports no ${key}`;
}

test('every file path docs/architecture.md names in backticks exists', () => {
  const spans = [...prose(read(ARCHITECTURE)).matchAll(CODE_SPAN)].map((match) => match[2]);
  const paths = [...new Set(spans.filter(isPathSpan))];
  assert.ok(paths.length > 20, `only ${paths.length} paths found: is the pattern still right?`);
  const problems = paths
    .map((path) => {
      const specifier = packageSpecifier(path);
      if (specifier?.name.startsWith('@bizcard/')) {
        const problem = workspaceExportProblem(specifier);
        return problem && `${path}: ${problem}`;
      }
      if (specifier) return null;
      return inRepository(path) ? null : `${path} is not in the repository`;
    })
    .filter(Boolean);
  assert.deepEqual(problems, []);
});
