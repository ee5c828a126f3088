// Where deploys are published. Today a folder (DEPLOY_DIR, default <repo>/deploy) stands in
// for a bucket or CDN prefix; a static host would implement the same few methods.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

/**
 * The deploy folder: DEPLOY_DIR when set, else <repo>/deploy. A relative DEPLOY_DIR is taken
 * from where the command was typed (npm runs workspace scripts in the workspace's folder).
 */
export const deployDir = () =>
  path.resolve(process.env.INIT_CWD ?? '', process.env.DEPLOY_DIR || path.join(ROOT, 'deploy'));

/** True when `npm start` should serve from the deploy folder. */
export const deployModeOn = () => Boolean(process.env.DEPLOY_DIR) || existsSync(deployDir());

// Build-time markers the app servers would never serve anyway.
const NOT_PUBLISHED = new Set(['.build-stamp']);

/**
 * @typedef {object} DeployTarget
 * @property {string} root
 * @property {(app: string, version: string) => boolean} hasVersion
 * @property {(app: string, version: string, fromDir: string) => void} publish
 * @property {(app: string, version: string) => void} unpublish
 * @property {(name: string) => any} readJson   a JSON file by path under the target, or undefined
 * @property {(name: string, value: unknown) => void} writeJson   replaced atomically
 */

/** @returns {DeployTarget} */
export function folderTarget(root = deployDir()) {
  const at = (...parts) => path.join(root, ...parts);
  return {
    root,
    hasVersion: (app, version) => existsSync(at(app, version)),
    /** Copies a build in under a hidden name, then renames it: a version appears whole or not at all. */
    publish(app, version, fromDir) {
      const incoming = at(app, `.incoming-${process.pid}-${Date.now()}`);
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
      const outgoing = at(app, `.outgoing-${process.pid}-${Date.now()}`);
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
      const temporary = `${file}.${process.pid}.tmp`;
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
