// A deploy target kept in a folder: the clone's own (DEPLOY_DIR, default <repo>/deploy), or one
// a team shares (DEPLOY_TARGET, a folder on a shared mount): ./target.mjs picks it. It stands
// in for a bucket or CDN prefix; a static host would implement the same few methods.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

/**
 * The deploy folder: DEPLOY_DIR when set (a one-off folder: the tests and the e2e product name
 * theirs, which a DEPLOY_TARGET in a developer's profile must not replace), else DEPLOY_TARGET
 * (a folder a team shares), else <repo>/deploy. A relative path is taken from where the command was typed (npm runs
 * workspace scripts in the workspace's folder).
 */
export const deployDir = (env = process.env) =>
  path.resolve(
    env.INIT_CWD ?? '',
    env.DEPLOY_DIR || env.DEPLOY_TARGET || path.join(ROOT, 'deploy'),
  );

/** True when `npm start` should serve from the deploy folder. */
export const deployModeOn = (env = process.env) =>
  Boolean(env.DEPLOY_TARGET || env.DEPLOY_DIR) || existsSync(deployDir(env));

const LOCK = '.lock';
const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 120_000;
// A unique name on a folder several machines write to.
const unique = () => `${hostname()}-${process.pid}-${Date.now()}`;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `change` holding the target's lock (a folder: mkdir is atomic, on NFS too). */
function lockedBy(root) {
  return (change) => {
    const lock = path.join(root, LOCK);
    mkdirSync(root, { recursive: true });
    const started = Date.now();
    for (;;) {
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
        else if (Date.now() - started > LOCK_WAIT_MS) {
          throw new Error(
            `${lock} is held by another deploy: try again, or remove it if none runs`,
          );
        } else sleep(100);
      }
    }
    try {
      return change();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  };
}

// Build-time markers the app servers would never serve anyway.
const NOT_PUBLISHED = new Set(['.build-stamp']);

/**
 * @typedef {object} DeployTarget
 * @property {string} root
 * @property {string} description   where it is, as the commands print it
 * @property {<T>(change: () => T) => T} locked   runs a read-then-write of its files alone
 * @property {(app: string, version: string) => boolean} hasVersion
 * @property {(app: string, version: string, fromDir: string) => void} publish
 * @property {(app: string, version: string) => void} unpublish
 * @property {(name: string) => any} readJson   a JSON file by path under the target, or undefined
 * @property {(name: string, value: unknown) => void} writeJson   replaced atomically
 */

/** @returns {DeployTarget} */
export function folderTarget(root = deployDir(), description = root) {
  const at = (...parts) => path.join(root, ...parts);
  return {
    root,
    description,
    locked: lockedBy(root),
    hasVersion: (app, version) => existsSync(at(app, version)),
    /** Copies a build in under a hidden name, then renames it: a version appears whole or not at all. */
    publish(app, version, fromDir) {
      const incoming = at(app, `.incoming-${unique()}`);
      mkdirSync(path.dirname(incoming), { recursive: true });
      try {
        cpSync(fromDir, incoming, {
          recursive: true,
          filter: (source) => !NOT_PUBLISHED.has(path.basename(source)),
        });
        renameSync(incoming, at(app, version));
      } finally {
        rmSync(incoming, { recursive: true, force: true });
      }
    },
    /** Renames the version away first: it disappears whole, even if the removal stops half-way. */
    unpublish(app, version) {
      const outgoing = at(app, `.outgoing-${unique()}`);
      try {
        renameSync(at(app, version), outgoing);
      } catch (error) {
        if (error.code === 'ENOENT') return;
        throw error;
      }
      rmSync(outgoing, { recursive: true, force: true });
    },
    readJson(name) {
      try {
        return JSON.parse(readFileSync(at(name), 'utf8'));
      } catch (error) {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    writeJson(name, value) {
      const file = at(name);
      const temporary = `${file}.${unique()}.tmp`;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
      renameSync(temporary, file);
    },
  };
}

/** The published version folders of an app in a folder target (for tests and checks). */
export const versionFolders = (root, app) =>
  existsSync(path.join(root, app))
    ? readdirSync(path.join(root, app), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
    : [];
