import type { TemplateSummary } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { DEFAULT_TEMPLATE } from './template-record';

interface SummaryRow {
  id: string;
  name: string;
  is_default: boolean;
  locked_fields: string[];
  updated_at: Date;
}

const SUMMARY_COLUMNS = 'id, name, is_default, locked_fields, updated_at';

const summaryOf = (row: SummaryRow): TemplateSummary => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The tenant's templates, the default first, then by name. */
export async function listTemplates(q: Queryable, tenantId: string): Promise<TemplateSummary[]> {
  const { rows } = await q.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM card_templates WHERE tenant_id = $1
      ORDER BY is_default DESC, lower(name), id`,
    [tenantId],
  );
  return rows.map(summaryOf);
}

export async function findSummary(
  q: Queryable,
  tenantId: string,
  templateId: string,
): Promise<TemplateSummary | null> {
  const { rows } = await q.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM card_templates WHERE tenant_id = $1 AND id = $2`,
    [tenantId, templateId],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}

/**
 * A tenant that never saved a template has none: its cards show the built-in one. The first
 * template made beside it needs a default to fall back to, so the built-in one is stored first.
 */
export async function ensureDefaultTemplate(q: Queryable, tenantId: string): Promise<void> {
  await q.query(
    `INSERT INTO card_templates (tenant_id, data) VALUES ($1, $2)
     ON CONFLICT (tenant_id) WHERE is_default DO NOTHING`,
    [tenantId, JSON.stringify(DEFAULT_TEMPLATE)],
  );
}

/** A new template: a copy of `copyOf` (data and locks), or the built-in design. */
export async function createTemplate(
  q: Queryable,
  tenantId: string,
  adminId: string,
  name: string,
  copyOf: string | null,
): Promise<TemplateSummary | null> {
  const { rows } = await q.query<SummaryRow>(
    copyOf
      ? `INSERT INTO card_templates (tenant_id, name, is_default, data, locked_fields, updated_by)
         SELECT tenant_id, $3, false, data, locked_fields, $4 FROM card_templates
          WHERE tenant_id = $1 AND id = $2
         RETURNING ${SUMMARY_COLUMNS}`
      : `INSERT INTO card_templates (tenant_id, name, is_default, data, updated_by)
         VALUES ($1, $3, false, $2, $4) RETURNING ${SUMMARY_COLUMNS}`,
    [tenantId, copyOf ?? JSON.stringify(DEFAULT_TEMPLATE), name, adminId],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}

export interface TemplateChange {
  name?: string;
  is_default?: true;
  locked_fields?: string[];
}

/** Renames, re-locks or makes the default; the former default stops being it in the same step. */
export async function updateTemplate(
  q: Queryable,
  tenantId: string,
  templateId: string,
  adminId: string,
  change: TemplateChange,
): Promise<TemplateSummary | null> {
  if (change.is_default) {
    await q.query(
      'UPDATE card_templates SET is_default = false WHERE tenant_id = $1 AND is_default AND id <> $2',
      [tenantId, templateId],
    );
  }
  const { rows } = await q.query<SummaryRow>(
    `UPDATE card_templates
        SET name = coalesce($3, name), is_default = is_default OR coalesce($4, false),
            locked_fields = coalesce($5, locked_fields), updated_by = $6, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${SUMMARY_COLUMNS}`,
    [
      tenantId,
      templateId,
      change.name ?? null,
      change.is_default ?? null,
      change.locked_fields ?? null,
      adminId,
    ],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}

/** Deletes a template that is not the default; its rules and by-hand choices go with it. */
export async function deleteTemplate(
  q: Queryable,
  tenantId: string,
  templateId: string,
): Promise<TemplateSummary | null> {
  const { rows } = await q.query<SummaryRow>(
    `DELETE FROM card_templates WHERE tenant_id = $1 AND id = $2 AND NOT is_default
     RETURNING ${SUMMARY_COLUMNS}`,
    [tenantId, templateId],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}
