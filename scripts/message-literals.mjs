// One home per message (CONVENTIONS.md, "One declaration per fact"): a user-facing text is
// written once, in the source file that owns it, and imported everywhere else. A text both the
// UI and the API show lives in shared; one only the API answers, in one API module.
//   node scripts/message-literals.mjs    prints each text written in more than one file, exit 1
// A message here is a quoted string of three or more words starting with a capital letter
// ('Tenant not found'), in the non-test sources of the apps, shared and the API; comments,
// template literals and SQL are not read. Labels of one or two words are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, ROOT } from './apps.mjs';

export const SOURCE_DIRS = [...apps.map((app) => `${app.dir}/src`), 'shared/src', 'api/src'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts|test-utils\.tsx?)$/;
const MESSAGE = /^[A-Z][^\s{}<>]*(\s+[^\s{}<>]+){2,}$/;
const SQL = /^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|GRANT|SET|LOCK)\b/;

/**
 * The single- and double-quoted strings of `text`, with comments and template literals skipped.
 * A quote that meets the end of its line opens no string (JSX text such as `don't`).
 */
export function quotedStrings(text) {
  const strings = [];
  const templateDepth = []; // brace depth at each `${` opened inside a template literal
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && next === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) break;
      i += 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (text[j] === c) {
        strings.push(text.slice(i + 1, j));
        i = j + 1;
      } else i += 1;
    } else if (c === '`' || (c === '}' && templateDepth.at(-1) === depth)) {
      if (c === '}') templateDepth.pop();
      let j = i + 1;
      while (j < text.length && text[j] !== '`' && !(text[j] === '$' && text[j + 1] === '{')) {
        j += text[j] === '\\' ? 2 : 1;
      }
      if (text[j] === '$') {
        templateDepth.push(depth);
        i = j + 2;
      } else i = j + 1;
    } else {
      if (c === '{') depth += 1;
      if (c === '}') depth -= 1;
      i += 1;
    }
  }
  return strings;
}

export const isMessage = (value) => MESSAGE.test(value) && !SQL.test(value);

const REMOTE_PAGE_TITLE =
  "The shell's route table names a remote's page (side menu, document title) and the remote " +
  'heads the page with the same words: the shell may not import a remote, and the page ' +
  'contracts in @bizcard/shared/contracts carry no titles.';

/** The same words in more than one file on purpose: exactly these files, and why. */
export const ALLOWED_REPEATS = [
  {
    text: 'Business Card Template',
    files: [
      'mfe-template-designer/src/features/template-designer/components/template-designer-page.tsx',
      'shell/src/app/routes/route-table.ts',
    ],
    why: REMOTE_PAGE_TITLE,
  },
  {
    text: 'OAuth Provider Configuration',
    files: [
      'mfe-oauth/src/features/oauth-providers/messages.ts',
      'shell/src/app/routes/route-table.ts',
    ],
    why: REMOTE_PAGE_TITLE,
  },
  {
    text: 'Update Your Information',
    files: [
      'mfe-selfserve/src/features/profile/messages.ts',
      'shell/src/app/routes/route-table.ts',
    ],
    why: REMOTE_PAGE_TITLE,
  },
  {
    text: 'Single sign-on failed',
    files: ['api/src/audit/sign-in-audit.ts', 'shell/src/features/auth/messages.ts'],
    why: "A Logs entry's words for a failed single sign-on, and the failure page's title.",
  },
];

const allowed = (text, files, allowances) =>
  allowances.some(
    (entry) => entry.text === text && files.every((file) => entry.files.includes(file)),
  );

function* sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== '__tests__') yield* sourceFiles(root, file);
    } else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name)) yield file;
  }
}

/**
 * Each message written in more than one file, with the files (`'text' in a.ts, b.ts`), but for
 * the `allowances`.
 */
export function repeatedMessages(root = ROOT, dirs = SOURCE_DIRS, allowances = ALLOWED_REPEATS) {
  const filesOf = new Map();
  for (const dir of dirs) {
    for (const file of sourceFiles(root, dir)) {
      for (const value of new Set(quotedStrings(readFileSync(path.join(root, file), 'utf8')))) {
        if (!isMessage(value)) continue;
        filesOf.set(value, [...(filesOf.get(value) ?? []), file]);
      }
    }
  }
  return [...filesOf]
    .filter(([text, files]) => files.length > 1 && !allowed(text, files, allowances))
    .map(([value, files]) => `'${value}' in ${files.sort().join(', ')}`)
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repeated = repeatedMessages();
  for (const line of repeated) console.error(line);
  if (repeated.length > 0) {
    console.error(
      `${repeated.length} message(s) written in more than one file: give each one home`,
    );
    process.exitCode = 1;
  } else {
    console.log('Every message is written once.');
  }
}
