import { createReadStream } from 'node:fs';
import type { CsvRowError, CsvUploadErrorResponse, CsvUploadResponse } from '@bizcard/shared/model';
import type { Queryable, Transactional } from '../../db/database';
import { HttpError } from '../../errors';
import type { CsvLayout } from './csv-rows';
import { CREATE_STAGING_SQL, MAX_REPORTED_ERRORS, STAGING_TABLE, stageCsv } from './csv-staging';
import { CSV_NO_ROWS, csvDuplicateEmail, csvInvalidRows, csvUploaded } from './messages';
import { listJsonSql, WRITE_COLUMN_LIST, WRITE_COLUMNS } from './user-columns';

/** A refused upload: the transaction rolled back and `body` lists what to fix. */
export class CsvRejectedError extends HttpError {
  constructor(readonly body: Required<CsvUploadErrorResponse>) {
    super(400, body.message);
  }
}

interface DuplicateRow {
  row_no: number;
  first_row: number;
  total: number;
}

/** Later rows repeating an earlier row's email (emails are lower-cased by the schema). */
async function duplicateEmails(tx: Queryable) {
  const { rows } = await tx.query<DuplicateRow>(
    `SELECT row_no, first_row, count(*) OVER ()::int AS total FROM (
       SELECT row_no, min(row_no) OVER (PARTITION BY email) AS first_row FROM ${STAGING_TABLE}
     ) d WHERE row_no > first_row ORDER BY row_no LIMIT ${MAX_REPORTED_ERRORS}`,
  );
  const errors: CsvRowError[] = rows.map((r) => ({
    row: r.row_no,
    field: 'email',
    message: csvDuplicateEmail(r.first_row),
  }));
  return { count: rows[0]?.total ?? 0, errors };
}

/**
 * Upserts the staged rows by (tenant, email); an update replaces only the file's columns. The
 * rows' list_json is computed here, in the one statement, rather than by a trigger a row. A
 * staged row takes the id of the user it will update, so that when the file has every column
 * (an edited export) its computed JSON is already the final one.
 */
async function mergeStaged(tx: Queryable, tenantId: string, layout: CsvLayout) {
  const present = new Set(layout.columns);
  const set = layout.columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  const current = layout.columns.map((c) => `u.${c}`).join(', ');
  const next = layout.columns.map((c) => `EXCLUDED.${c}`).join(', ');
  const computed = listJsonSql('u.id', 'u.tenant_id', (c) =>
    present.has(c) ? `EXCLUDED.${c}` : `u.${c}`,
  );
  // The id check covers a user created by someone else since the join picked the ids.
  const mergedJson =
    present.size === WRITE_COLUMNS.length
      ? `CASE WHEN EXCLUDED.id = u.id THEN EXCLUDED.list_json ELSE ${computed} END`
      : computed;
  const { rows } = await tx.query<{ created: number; updated: number }>(
    `WITH merged AS (
       INSERT INTO end_users AS u (id, tenant_id, ${WRITE_COLUMN_LIST}, list_json)
       SELECT s.id, $1::uuid, ${WRITE_COLUMN_LIST},
         ${listJsonSql('s.id', '$1::uuid', (c) => `s.${c}`)}
       FROM (SELECT coalesce(e.id, gen_random_uuid()) AS id, st.*
         FROM ${STAGING_TABLE} st
         LEFT JOIN end_users e ON e.tenant_id = $1::uuid AND e.email = st.email
         ORDER BY st.row_no) s
       ON CONFLICT (tenant_id, email) DO UPDATE SET ${set}, list_json = ${mergedJson},
         updated_at = CASE WHEN (${current}) IS DISTINCT FROM (${next})
           THEN now() ELSE u.updated_at END
       RETURNING (u.xmax = 0) AS created)
     SELECT count(*) FILTER (WHERE created)::int AS created,
       count(*) FILTER (WHERE NOT created)::int AS updated FROM merged`,
    [tenantId],
  );
  return rows[0] ?? { created: 0, updated: 0 };
}

/**
 * All or nothing, in one transaction: stream the file into a temporary table, refuse the whole
 * file if any row is invalid or repeats an email, else merge it into end_users.
 */
export function importUsersCsv(
  db: Transactional,
  tenantId: string,
  filePath: string,
): Promise<CsvUploadResponse> {
  return db.transaction(async (tx) => {
    await tx.exec(CREATE_STAGING_SQL);
    const staging = await stageCsv(tx, createReadStream(filePath, { encoding: 'utf8' }));
    const duplicates = await duplicateEmails(tx);
    const invalid = staging.invalid + duplicates.count;
    if (invalid > 0) {
      const errors = [...staging.errors, ...duplicates.errors]
        .sort((a, b) => a.row - b.row)
        .slice(0, MAX_REPORTED_ERRORS);
      throw new CsvRejectedError({ message: csvInvalidRows(invalid), errors });
    }
    if (staging.staged === 0) throw new HttpError(400, CSV_NO_ROWS);
    const { created, updated } = await mergeStaged(tx, tenantId, staging.layout);
    return { message: csvUploaded(created, updated), created, updated };
  });
}
