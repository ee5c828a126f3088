// The deployment check's database on the test PostgreSQL (TEST_DATABASE_URL, a superuser),
// made as a DBA makes one for an installation (docs/operations.md, "Database"): an ordinary
// owner role that logs in, the installation's application role, the database owned by the
// former, CONNECT revoked from PUBLIC. All dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asSuperuser(superuserUrl, statements) {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `base` with another user, password and database. */
function urlFor(base, { user, password, database }) {
  const url = new URL(base);
  url.username = user;
  url.password = password;
  url.pathname = `/${database}`;
  return url.href;
}

/**
 * Creates `bizcard_deploy_<random>` with its owner and application role; resolves with
 * `{ name, owner, password, applicationRole, url, drop }`. `url` connects as the owner.
 */
export async function createDeploymentDatabase(superuserUrl) {
  const name = `bizcard_deploy_${randomBytes(4).toString('hex')}`;
  const owner = `${name}_owner`;
  const applicationRole = `${name}_app`;
  const password = randomBytes(12).toString('hex');
  await asSuperuser(superuserUrl, [
    `CREATE ROLE ${owner} LOGIN PASSWORD '${password}' NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`,
    `CREATE ROLE ${applicationRole} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`,
    `GRANT ${applicationRole} TO ${owner}`,
    `CREATE DATABASE ${name} OWNER ${owner}`,
    `REVOKE CONNECT, TEMPORARY ON DATABASE ${name} FROM PUBLIC`,
  ]);
  return {
    name,
    owner,
    password,
    applicationRole,
    url: urlFor(superuserUrl, { user: owner, password, database: name }),
    drop: () =>
      asSuperuser(superuserUrl, [
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        `DROP ROLE IF EXISTS ${applicationRole}`,
        `DROP ROLE IF EXISTS ${owner}`,
      ]),
  };
}
