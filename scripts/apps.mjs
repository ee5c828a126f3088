// The one list of front-end apps: every script, and webpack.common.js, reads it from here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export const API_PORT = 4000;
export const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;

/** @typedef {{ name: string, dir: string, port: number, federationName: string, host?: boolean }} App */

/** @type {App[]} */
export const apps = [
  { name: 'shell', dir: 'shell', port: 8080, federationName: 'shell', host: true },
  { name: 'mfe-tenants', dir: 'mfe-tenants', port: 8081, federationName: 'mfe_tenants' },
  { name: 'mfe-users', dir: 'mfe-users', port: 8082, federationName: 'mfe_users' },
  {
    name: 'mfe-template-designer',
    dir: 'mfe-template-designer',
    port: 8083,
    federationName: 'mfe_template_designer',
  },
  { name: 'mfe-oauth', dir: 'mfe-oauth', port: 8084, federationName: 'mfe_oauth' },
  { name: 'mfe-selfserve', dir: 'mfe-selfserve', port: 8085, federationName: 'mfe_selfserve' },
];

/** @param {string} name an app name, its folder or its federation name */
export function findApp(name) {
  const app = apps.find((a) => [a.name, a.dir, a.federationName].includes(name));
  if (!app) throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.name).join(', ')}`);
  return app;
}

/** @param {App} app */
export const appDir = (app) => path.join(ROOT, app.dir);

/** @param {App} app */
export const distDir = (app) => path.join(ROOT, app.dir, 'dist');
