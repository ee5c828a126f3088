// Creates a super admin on any database, production included (where nothing is seeded):
//   npm run create-super-admin -- admin@example.com Ada Lovelace
// The account has no password: its owner signs in with a magic link, or sets a password
// through "Forgot password", both mailed to that address.
import { pathToFileURL } from 'node:url';
import { productionDatabaseProblem } from '../config';
import { normalizeEmail } from '../validation';
import type { Queryable } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

const USAGE = 'usage: npm run create-super-admin -- <email> <first name> <last name>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewSuperAdmin {
  email: string;
  firstName: string;
  lastName: string;
}

export function parseArguments(args: string[]): NewSuperAdmin {
  const [email = '', firstName = '', lastName = ''] = args.map((arg) => arg.trim());
  if (!EMAIL.test(email) || !firstName || !lastName) throw new Error(USAGE);
  return { email: normalizeEmail(email), firstName, lastName };
}

/** Inserts the super admin; false when an admin with that email exists already. */
export async function insertSuperAdmin(q: Queryable, admin: NewSuperAdmin): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO admin_users (first_name, last_name, email, role, tenant_id)
     VALUES ($1, $2, $3, 'superAdmin', NULL)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [admin.firstName, admin.lastName, admin.email],
  );
  return rows.length === 1;
}

// sysexits' EX_CONFIG, as the server exits with when production lacks a setting.
const EXIT_CONFIG = 78;

async function main(): Promise<void> {
  const admin = parseArguments(process.argv.slice(2));
  // As the server does: in production, never a quiet default database folder.
  const problem = productionDatabaseProblem(process.env);
  if (problem) {
    console.error(`Production mode (NODE_ENV=production) cannot create a super admin: ${problem}`);
    process.exitCode = EXIT_CONFIG;
    return;
  }
  const db = await openDatabase();
  try {
    await migrate(db);
    const created = await db.transaction((tx) => insertSuperAdmin(tx, admin), 'all-tenants');
    process.stdout.write(
      created
        ? `Super admin ${admin.email} created. Sign in at /login with a magic link, or set a password with "Forgot password".\n`
        : `An admin with the email ${admin.email} exists already; nothing changed.\n`,
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
