// Reads the API that @bizcard/shared offers today from its sources, with the TypeScript checker:
// the names each entry of its package.json `exports` names, and the props of each page the
// remote contracts declare. shared-compat.mjs compares it with the committed API report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Entries for tests only: no remote loads them in a browser, so they are no part of the API. */
const isTestingEntry = (entry) => entry.endsWith('/testing');

/** @param {string} sharedDir @returns {{ version: string, exports: Record<string, string[]>, pages: Record<string, string> }} */
export function readSharedApi(sharedDir) {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([entry]) => !isTestingEntry(entry));
  const files = entries.map(([, file]) => path.join(sharedDir, file));
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file) =>
    checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)));

  const api = { version: pkg.version, exports: {}, pages: {} };
  for (const [index, [entry]] of entries.entries()) {
    const symbols = exportsOf(files[index]);
    api.exports[entry] = symbols.map((symbol) => symbol.name).sort();
    const remotePages = symbols.find((symbol) => symbol.name === 'REMOTE_PAGES');
    if (remotePages) Object.assign(api.pages, pagePropsOf(checker, remotePages));
  }
  return api;
}

/** 'mfe_tenants/TenantsPage' → the props type the shell renders that page with, spelt out. */
function pagePropsOf(checker, remotePagesSymbol) {
  const symbol =
    remotePagesSymbol.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(remotePagesSymbol)
      : remotePagesSymbol;
  const pages = {};
  for (const remote of checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol))) {
    for (const page of checker.getPropertiesOfType(checker.getTypeOfSymbol(remote))) {
      const props = checker.getTypeOfSymbol(page).getProperty('props');
      const type = props && checker.getNonNullableType(checker.getTypeOfSymbol(props));
      pages[`${remote.name}/${page.name}`] = type ? spelledOut(checker, type) : 'unknown';
    }
  }
  return pages;
}

/** A type's members written out, so a change behind an alias name still shows. */
function spelledOut(checker, type) {
  const text = (t) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  const indexes = checker
    .getIndexInfosOfType(type)
    .map((info) => `[key: ${text(info.keyType)}]: ${text(info.type)}`);
  const members = checker.getPropertiesOfType(type).map((member) => {
    const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${member.name}${optional}: ${text(checker.getTypeOfSymbol(member))}`;
  });
  return `{ ${[...indexes, ...members].join('; ')} }`;
}
