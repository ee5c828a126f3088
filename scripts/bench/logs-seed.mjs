// The Logs bench's data: 1,000 tenants and ROWS audit-log entries written by the database
// itself (INSERT … SELECT FROM generate_series), with the log's indexes dropped while it fills
// and built once afterwards. Entries vary as a real log does: nine actions (of AUDIT_ACTIONS,
// as the reply's schema wants) with twelve kinds of message, people's names and addresses,
// tenants of very different sizes, levels by event, two years of times.
import pg from 'pg';

export const TENANTS = 1_000;
const CHUNK = 2_000_000;
const FIRST = ['Ava', 'Ben', 'Chloé', 'Dmitri', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jun'];
const LAST = ['Okafor', 'Smith', 'Nguyen', 'García', 'Kowalski', 'Ito', 'Brown', 'Müller'];
const PEOPLE = 100_000;

const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** The address person `n` of tenant `t` has in the log (as the SQL below writes it). */
export const personEmail = (n, t) =>
  `${ascii(FIRST[n % 10])}.${ascii(LAST[Math.floor(n / 10) % 8])}${n}@log-tenant-${t}.example`;

const sqlArray = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(', ')}]`;

// p: a person (1 in 100,000), t: a tenant (a few large, most small), k: the kind of event.
const ENTRIES = `
  INSERT INTO audit_log (at, tenant_id, actor, actor_kind, action, target, level, message)
  SELECT at, tenant_id, actor, actor_kind, action, target, level, message FROM (
    SELECT
      now() - (($2::bigint - i)::float8 / $2) * interval '730 days' - random() * interval '5 s' AS at,
      ($1::uuid[])[1 + t] AS tenant_id,
      CASE WHEN k < 60 THEN admin WHEN k < 88 THEN person WHEN k < 95 THEN NULL
           WHEN k < 98 THEN 'super@example.com' ELSE 'system' END AS actor,
      CASE WHEN k < 60 THEN 'client_admin' WHEN k < 88 THEN 'end_user' WHEN k < 95 THEN 'anonymous'
           WHEN k < 98 THEN 'super_admin' ELSE 'system' END AS actor_kind,
      (ARRAY['end_user.update', 'end_user.create', 'end_user.delete', 'end_user.import',
             'auth.sign_in', 'self_serve.update', 'auth.sign_in_failed', 'tenant.card_page_settings',
             'auth.password_reset'])[
        CASE WHEN k < 40 THEN 1 WHEN k < 50 THEN 2 WHEN k < 55 THEN 3 WHEN k < 60 THEN 4
             WHEN k < 80 THEN 5 WHEN k < 88 THEN 6 WHEN k < 95 THEN 7 WHEN k < 98 THEN 8
             ELSE 9 END] AS action,
      CASE WHEN k >= 60 AND k < 88 THEN NULL WHEN k >= 95 AND k < 98 THEN 'log-tenant-' || t
           ELSE person END AS target,
      CASE WHEN k = 58 OR k >= 98 THEN 'error' WHEN k >= 88 AND k < 95 OR k = 54 THEN 'warning'
           ELSE 'info' END AS level,
      CASE
        WHEN k < 40 THEN 'Updated ' || name || ': ' || (ARRAY['title', 'title, work phone',
          'cell phone', 'department, title', 'address', 'LinkedIn, website', 'photo'])[1 + p % 7]
        WHEN k < 50 THEN 'Added ' || name || ' (' || (ARRAY['Sales', 'Engineering', 'Finance',
          'Marketing', 'Support'])[1 + p % 5] || ')'
        WHEN k < 55 THEN 'Removed ' || name || '; their card page now answers 410'
        WHEN k < 58 THEN 'Imported ' || (1 + p % 900) || ' people from staff-' || (p % 53) || '.csv'
        WHEN k < 60 THEN 'Import of staff-' || (p % 53) || '.csv stopped at row ' || (2 + p % 700)
          || ': the email column is empty'
        WHEN k < 75 THEN 'Signed in'
        WHEN k < 80 THEN 'Signed in through SAML (' || (ARRAY['Okta', 'Entra ID', 'Google'])[1 + t % 3]
          || ')'
        WHEN k < 88 THEN 'Published the card /' || lower(replace(name, ' ', '-')) || '-' || p
        WHEN k < 95 THEN 'Sign-in refused: wrong password for ' || person
        WHEN k < 98 THEN 'Changed the tenant''s ' || (ARRAY['domain', 'logo', 'name', 'plan'])[1 + p % 4]
        ELSE 'Reset mail to ' || person || ' failed: 450 mailbox unavailable'
      END AS message
    FROM (
      SELECT i, t, p, k,
        first || ' ' || last AS name,
        lower(unaccent_first) || '.' || lower(unaccent_last) || p || '@log-tenant-' || t
          || '.example' AS person,
        'admin' || (t % 7) || '@log-tenant-' || t || '.example' AS admin
      FROM (
        SELECT i, t, p, (random() * 99)::int AS k,
          (${sqlArray(FIRST)})[1 + p % 10] AS first,
          (${sqlArray(LAST)})[1 + (p / 10) % 8] AS last,
          (${sqlArray(FIRST.map(ascii))})[1 + p % 10] AS unaccent_first,
          (${sqlArray(LAST.map(ascii))})[1 + (p / 10) % 8] AS unaccent_last
        FROM (
          SELECT i, floor(${TENANTS} * random() ^ 3)::int AS t,
                 floor(${PEOPLE} * random())::int AS p
          FROM generate_series($3::bigint, $4::bigint) AS i
        ) AS drawn
      ) AS named
    ) AS people
  ) AS entries`;

// What migration 047's trigger keeps for each entry.
const SEARCHED_TEXT = `
  INSERT INTO audit_log_text (entry_id, tenant_id, text)
  SELECT id, tenant_id, lower(coalesce(actor, '') || ' ' || coalesce(target, '') || ' ' || message)
  FROM audit_log`;

async function seeded(client, rows) {
  const { rows: found } = await client.query(
    `SELECT (SELECT count(*) FROM audit_log)::bigint AS entries,
            array_agg(id ORDER BY substr(tenant_name, 12)::int) AS ids
     FROM tenants WHERE tenant_name LIKE 'log-tenant-%'`,
  );
  const { entries, ids } = found[0];
  return ids?.length === TENANTS && Number(entries) >= rows ? ids : null;
}

/** The log's indexes other than primary keys, dropped; their definitions returned. */
async function dropIndexes(client) {
  const { rows } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename IN ('audit_log', 'audit_log_text') AND indexname NOT IN (
       SELECT conname FROM pg_constraint
       WHERE conrelid IN ('audit_log'::regclass, 'audit_log_text'::regclass))`,
  );
  for (const { indexname } of rows) await client.query(`DROP INDEX "${indexname}"`);
  return rows.map((row) => row.indexdef);
}

/**
 * Tenants and `rows` entries, unless the database holds them already (a kept database,
 * BENCH_LOGS_DATABASE). Returns the tenants' ids, in the order the seed numbers them.
 */
export async function seedLog(databaseUrl, rows) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kept = await seeded(client, rows);
    if (kept) {
      console.log(`  the log already holds ${rows.toLocaleString('en')} entries`);
      return kept;
    }
    const started = performance.now();
    await client.query("SET maintenance_work_mem = '1GB'");
    await client.query(
      `TRUNCATE audit_log_text, audit_log; DELETE FROM tenants WHERE tenant_name LIKE 'log-tenant-%'`,
    );
    await client.query(
      `INSERT INTO tenants (name, tenant_name, email, tenant_type)
       SELECT 'Log Tenant ' || i, 'log-tenant-' || i, 'it@log-tenant-' || i || '.example',
              'user_managed'
       FROM generate_series(0, $1::int - 1) AS i`,
      [TENANTS],
    );
    const ids = (await seeded(client, 0)) ?? [];
    const indexes = await dropIndexes(client);
    // No foreign key checks nor triggers while filling: the searched text is copied after.
    await client.query("SET session_replication_role = 'replica'");
    for (let start = 1; start <= rows; start += CHUNK) {
      const end = Math.min(rows, start + CHUNK - 1);
      await client.query(ENTRIES, [ids, rows, start, end]);
      console.log(`  ${end.toLocaleString('en')} entries (${seconds(started)} s)`);
    }
    await client.query(SEARCHED_TEXT);
    await client.query("SET session_replication_role = 'origin'");
    console.log(`  searched text copied (${seconds(started)} s)`);
    for (const definition of indexes) {
      await client.query(definition);
      console.log(`  ${definition.slice(0, 60)}… (${seconds(started)} s)`);
    }
    await client.query('VACUUM ANALYZE audit_log');
    await client.query('VACUUM ANALYZE audit_log_text');
    console.log(`  seeded in ${seconds(started)} s`);
    return ids;
  } finally {
    await client.end();
  }
}

const seconds = (started) => Math.round((performance.now() - started) / 1000);
