// Many end users and their sessions, straight into the database, for tests of acting on them.
import type { FastifyInstance } from 'fastify';
import { issueAuthTokens } from '../../src/auth/auth-tokens';
import { createSession } from '../../src/auth/sessions';

export interface Person {
  id: string;
  email: string;
  card_slug: string;
}

/** `count` users of the tenant named `{prefix}{i}@example.com`, in the order of `i`. */
export async function insertPeople(
  app: FastifyInstance,
  tenantId: string,
  count: number,
  prefix: string,
): Promise<Person[]> {
  const { rows } = await app.systemDb.query<Person>(
    `INSERT INTO end_users (tenant_id, first_name, last_name, email)
     SELECT $1, 'Pat', 'Person ' || i, $2 || i || '@example.com' FROM generate_series(1, $3) AS i
     RETURNING id, email, card_slug`,
    [tenantId, prefix, count],
  );
  return rows.sort((a, b) => a.email.localeCompare(b.email, 'en', { numeric: true }));
}

/** A session and an unused magic link for each person, as if each had just signed in. */
export async function signInPeople(app: FastifyInstance, people: readonly Person[], now: Date) {
  const refs = people.map((person) => ({ type: 'end_user' as const, id: person.id }));
  for (const ref of refs) await createSession(app.systemDb, ref, now);
  await app.systemDb.transaction((tx) => issueAuthTokens(tx, 'magic_link', refs, now));
}

const countOf = async (app: FastifyInstance, sql: string, ids: string[]) =>
  (await app.systemDb.query<{ n: number }>(sql, [ids])).rows[0]!.n;

/** How many of these people still exist, and their sessions and links. */
export async function leftOf(app: FastifyInstance, people: readonly Person[]) {
  const ids = people.map((person) => person.id);
  const ofPeople = "principal_type = 'end_user' AND principal_id = ANY($1::uuid[])";
  return {
    users: await countOf(
      app,
      'SELECT count(*)::int AS n FROM end_users WHERE id = ANY($1::uuid[])',
      ids,
    ),
    sessions: await countOf(app, `SELECT count(*)::int AS n FROM sessions WHERE ${ofPeople}`, ids),
    tokens: await countOf(app, `SELECT count(*)::int AS n FROM auth_tokens WHERE ${ofPeople}`, ids),
    inactive: await countOf(
      app,
      'SELECT count(*)::int AS n FROM end_users WHERE id = ANY($1::uuid[]) AND NOT active',
      ids,
    ),
  };
}

/** How many of these people's stored list rows differ from what the row trigger would write. */
export async function staleListRowsOf(app: FastifyInstance, people: readonly Person[]) {
  const ids = people.map((person) => person.id);
  return countOf(
    app,
    `SELECT count(*)::int AS n FROM end_users u
     WHERE id = ANY($1::uuid[]) AND list_json IS DISTINCT FROM end_user_row_list_json(u)`,
    ids,
  );
}

export const cardOf = (app: FastifyInstance, person: Person, suffix = '') =>
  app.inject({ url: `/c/${person.card_slug}${suffix}` });
