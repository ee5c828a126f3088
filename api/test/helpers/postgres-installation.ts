import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultApplicationRole, ROLES_SQL_FILE } from '../../src/db/application-role';
import { quoteIdent } from '../../src/db/application-role-grants';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `sql` on the server `url` as that address's user; its rows. */
export async function queryAs<T>(url: string, sql: string, params?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** `serverUrl` with another user and database. */
export function urlFor(serverUrl: string, user: string, database: string): string {
  const url = new URL(serverUrl);
  url.username = user;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

/** The DBA's SQL (ops/postgres/roles.sql) with psql's variables replaced, as `psql -v` does. */
export async function rolesStatements(variables: Record<string, string>): Promise<string[]> {
  const value = (name: string) => {
    const found = variables[name];
    if (found === undefined) throw new Error(`${ROLES_SQL_FILE} uses :${name}, not given`);
    return found;
  };
  const text = (await readFile(`${ROOT}${ROLES_SQL_FILE}`, 'utf8'))
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  return text
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) =>
      statement
        .replace(/:"(\w+)"/g, (_, name: string) => quoteIdent(value(name)))
        .replace(/:'(\w+)'/g, (_, name: string) => `'${value(name).replaceAll("'", "''")}'`),
    );
}

export interface Installation {
  database: string;
  owner: string;
  applicationRole: string;
  /** DATABASE_URL: the owner's connection. */
  ownerUrl: string;
  /** The same database, as the server's superuser. */
  superuserUrl: string;
  drop(): Promise<void>;
}

/**
 * One installation as a DBA makes it with ops/postgres/roles.sql: a database owned by an
 * ordinary role (no SUPERUSER, CREATEROLE or CREATEDB), and its application role with the
 * default name.
 */
export async function ordinaryOwnerInstallation(serverUrl: string): Promise<Installation> {
  const database = `bizcard_owned_${process.pid}_${randomBytes(4).toString('hex')}`;
  const owner = `${database}_owner`;
  const applicationRole = defaultApplicationRole(database);
  const variables = { db: database, owner, app_role: applicationRole, password: 'unused' };
  for (const sql of await rolesStatements(variables)) await queryAs(serverUrl, sql);
  const superuser = new URL(serverUrl).username;
  return {
    database,
    owner,
    applicationRole,
    ownerUrl: urlFor(serverUrl, owner, database),
    superuserUrl: urlFor(serverUrl, superuser, database),
    drop: async () => {
      await queryAs(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
      await queryAs(serverUrl, `DROP ROLE IF EXISTS ${quoteIdent(applicationRole)}`);
      await queryAs(serverUrl, `DROP ROLE IF EXISTS ${quoteIdent(owner)}`);
    },
  };
}

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point of the API (from the repository root) until it exits. */
export function runToExit(args: string[], env: NodeJS.ProcessEnv): Promise<Exited> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
