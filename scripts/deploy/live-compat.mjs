// Before a version goes live: will it load next to what is live? The shell provides one copy
// of each shared singleton (react, the router, styled-components, zustand, @bizcard/shared)
// and every remote uses it, so each remote's range must take the version the shell provides.
// The live side is read from the deploy target, never from this repository's source: the
// target's remotes.json (the live version of each remote and its canary, if any), each of
// those versions' mf-manifest.json (what it asks for), and the live shell's
// shared-singletons.json (what it provides; webpack.common.js writes it). The candidate is
// read from its build. See docs/decisions/028-contracts-and-version-skew.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '../apps.mjs';
import { inRange } from '../shared-compat.mjs';

export const SINGLETONS_FILE = 'shared-singletons.json';
export const MANIFEST_FILE = 'mf-manifest.json';
const REMOTES_FILE = 'remotes.json';

/** The declaration the shell gives `name`: its own key, else the longest 'pkg/' key over it. */
export function providedFor(singletons, name) {
  if (singletons[name]) return singletons[name];
  const prefix = Object.keys(singletons)
    .filter((key) => key.endsWith('/') && name.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? singletons[prefix] : undefined;
}

/** 'react-dom/client' → 'react-dom'; '@bizcard/shared/ui' → '@bizcard/shared'. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a consumer (a remote's mf-manifest.json) asks for that the provider (the shell's
 * shared-singletons.json) does not satisfy, one sentence per package and range.
 * @param {{ label: string, singletons: Record<string, { version: string }> }} provider
 * @param {{ label: string, manifest: { shared?: { name: string, requiredVersion?: string }[] } }} consumer
 */
export function rangeProblems(provider, consumer) {
  const problems = new Set();
  for (const { name, requiredVersion: range } of consumer.manifest.shared ?? []) {
    const provided = providedFor(provider.singletons, name);
    // A module the shell does not provide is the remote's own copy: nothing to meet.
    if (!provided || !range || range === '*') continue;
    if (inRange(provided.version, range)) continue;
    problems.add(
      `${consumer.label} asks for ${packageOf(name)} ${range}, but ${provider.label} provides ${provided.version}`,
    );
  }
  return [...problems];
}

const readJsonFile = (file) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;

/** Each live remote version (and canary) in the target: { app, version, label }. */
function liveRemoteVersions(target) {
  const remotes = target.readJson(REMOTES_FILE) ?? {};
  const versions = [];
  for (const app of apps.filter((candidate) => !candidate.host)) {
    const entry = remotes[app.federationName];
    // A plain URL: never deployed, served from the source's own build.
    if (!entry || typeof entry !== 'object') continue;
    if (entry.version) versions.push({ app, version: entry.version, label: 'live' });
    if (entry.canary?.version) {
      versions.push({ app, version: entry.canary.version, label: 'canary' });
    }
  }
  return versions;
}

/** The live shell's version, from its releases.json in the target. */
const liveShellVersion = (target) => target.readJson('shell/releases.json')?.live;

/**
 * Why `candidateDir`, a build of `app` labelled `version`, would not load next to what is
 * live in `target`: `problems` refuse the deploy, `notes` say what could not be checked.
 * @param {{ target: import('./folder-target.mjs').DeployTarget, app: import('../apps.mjs').App,
 *   candidateDir: string, version: string }} options
 * @returns {{ problems: string[], notes: string[] }}
 */
export function liveCompatibility({ target, app, candidateDir, version }) {
  const problems = [];
  const notes = [];
  if (app.host) {
    const singletons = readJsonFile(path.join(candidateDir, SINGLETONS_FILE));
    if (!singletons) {
      notes.push(`the build has no ${SINGLETONS_FILE}: its singletons were not checked`);
      return { problems, notes };
    }
    const provider = { label: `the shell ${version} (this deploy)`, singletons };
    for (const remote of liveRemoteVersions(target)) {
      const manifest = target.readJson(`${remote.app.name}/${remote.version}/${MANIFEST_FILE}`);
      const label = `${remote.app.name} ${remote.version} (${remote.label})`;
      if (!manifest) notes.push(`${label} has no ${MANIFEST_FILE} in the deploy target`);
      else problems.push(...rangeProblems(provider, { label, manifest }));
    }
    return { problems, notes };
  }
  const manifest = readJsonFile(path.join(candidateDir, MANIFEST_FILE));
  const shell = liveShellVersion(target);
  if (!manifest) notes.push(`the build has no ${MANIFEST_FILE}: its ranges were not checked`);
  else if (!shell) notes.push('the shell is not deployed: nothing live to check against');
  else {
    const singletons = target.readJson(`shell/${shell}/${SINGLETONS_FILE}`);
    if (!singletons) notes.push(`the live shell ${shell} has no ${SINGLETONS_FILE}`);
    else {
      const provider = { label: `the live shell ${shell}`, singletons };
      const consumer = { label: `${app.name} ${version} (this deploy)`, manifest };
      problems.push(...rangeProblems(provider, consumer));
    }
  }
  return { problems, notes };
}

/** Throws, naming each remote and range, when the candidate would not load with what is live. */
export function assertFitsLive({ target, app, candidateDir, version, log = console.log }) {
  const { problems, notes } = liveCompatibility({ target, app, candidateDir, version });
  for (const note of notes) log(`Live compatibility: ${note}`);
  if (problems.length) {
    throw new Error(
      `it would not load with what is live (one copy of each shared singleton, the shell's):\n  ${problems.join('\n  ')}`,
    );
  }
}
