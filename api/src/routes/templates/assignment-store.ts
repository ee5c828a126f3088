import type { TemplateRule } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';

interface RuleRow {
  template_id: string;
  department: string | null;
  group_id: string | null;
}

/** The tenant's rules in their order: the first one a person matches chooses their template. */
export async function listRules(q: Queryable, tenantId: string): Promise<RuleRow[]> {
  const { rows } = await q.query<RuleRow>(
    `SELECT template_id, department, group_id FROM card_template_rules
      WHERE tenant_id = $1 ORDER BY position`,
    [tenantId],
  );
  return rows;
}

/** Replaces every rule of the tenant with `rules`, in their order. */
export async function replaceRules(
  q: Queryable,
  tenantId: string,
  rules: TemplateRule[],
): Promise<void> {
  await q.query('DELETE FROM card_template_rules WHERE tenant_id = $1', [tenantId]);
  if (rules.length === 0) return;
  await q.query(
    `INSERT INTO card_template_rules (tenant_id, position, template_id, department, group_id)
     SELECT $1, r.position - 1, r.template_id, r.department, r.group_id
       FROM unnest($2::uuid[], $3::text[], $4::uuid[]) WITH ORDINALITY
            AS r (template_id, department, group_id, position)`,
    [
      tenantId,
      rules.map((rule) => rule.template_id),
      rules.map((rule) => rule.department || null),
      rules.map((rule) => rule.group_id || null),
    ],
  );
}

/** The directory's groups (SCIM, decision 054) and the departments the tenant's people have. */
export async function ruleChoices(q: Queryable, tenantId: string) {
  const groups = await q.query<{ id: string; name: string }>(
    `SELECT id, display_name AS name FROM scim_groups WHERE tenant_id = $1
      ORDER BY lower(display_name), id`,
    [tenantId],
  );
  const departments = await q.query<{ department: string }>(
    `SELECT min(btrim(department)) AS department FROM end_users
      WHERE tenant_id = $1 AND btrim(coalesce(department, '')) <> ''
      GROUP BY lower(btrim(department)) ORDER BY 1 LIMIT 500`,
    [tenantId],
  );
  return { groups: groups.rows, departments: departments.rows.map((row) => row.department) };
}

/** Which of `ids` are not templates (or groups) of the tenant. */
export async function unknownIds(
  q: Queryable,
  table: 'card_templates' | 'scim_groups',
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id::text FROM unnest($2::uuid[]) AS given (id)
      WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.tenant_id = $1 AND t.id = given.id)`,
    [tenantId, ids],
  );
  return rows.map((row) => row.id);
}

/** The template chosen by hand for a person, and the one their card uses. */
export async function personTemplate(q: Queryable, tenantId: string, userId: string) {
  const { rows } = await q.query<{
    chosen: string | null;
    used_id: string | null;
    used_name: string | null;
  }>(
    `SELECT p.template_id AS chosen, t.id AS used_id, t.name AS used_name
       FROM end_users u
       LEFT JOIN card_template_people p ON p.end_user_id = u.id
       LEFT JOIN card_templates t ON t.id = card_template_of(u.tenant_id, u.id, u.department)
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    template_id: row.chosen,
    used: row.used_id && row.used_name ? { id: row.used_id, name: row.used_name } : null,
  };
}

/** Chooses a template for a person by hand, or (null) lets the rules choose again. */
export async function choosePersonTemplate(
  q: Queryable,
  tenantId: string,
  userId: string,
  templateId: string | null,
): Promise<void> {
  if (!templateId) {
    await q.query('DELETE FROM card_template_people WHERE tenant_id = $1 AND end_user_id = $2', [
      tenantId,
      userId,
    ]);
    return;
  }
  await q.query(
    `INSERT INTO card_template_people (end_user_id, tenant_id, template_id) VALUES ($2, $1, $3)
     ON CONFLICT (end_user_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
    [tenantId, userId, templateId],
  );
}
