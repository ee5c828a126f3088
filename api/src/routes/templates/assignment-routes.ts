import { TEMPLATE_ASSIGNMENT_MESSAGES as M } from '@bizcard/shared/model';
import {
  personTemplatePathSchema,
  personTemplateReplySchema,
  personTemplateSchema,
  templateRulesReplySchema,
  templateRulesSchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { SIGNED_IN } from '../../docs/route-docs';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';
import { USER_NOT_FOUND } from '../users/messages';
import {
  choosePersonTemplate,
  listRules,
  personTemplate,
  replaceRules,
  ruleChoices,
  unknownIds,
} from './assignment-store';
import { TEMPLATE_TAGS as tags } from './messages';
import { requireTemplateDesigner, requireTemplateReader, templateIdOf } from './template-access';

/** 404 unless every id is a uuid of the tenant's `table`. */
async function requireKnown(
  q: Parameters<typeof unknownIds>[0],
  table: Parameters<typeof unknownIds>[1],
  tenantId: string,
  ids: (string | null | undefined)[],
  message: string,
) {
  const given = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (given.some((id) => !isUuid(id))) throw notFound(message);
  if ((await unknownIds(q, table, tenantId, given)).length > 0) throw notFound(message);
}

/** The assignment editor's rules, and Tenant Users' template of one person. */
export function assignmentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const readDocs = {
    summary: "A tenant's template rules in order, with its directory groups and departments",
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    response: { 200: templateRulesReplySchema },
  };
  app.get('/:tenantId/rules', { schema: readDocs }, async (request) => {
    const { tenantId } = await requireTemplateDesigner(request, request.params.tenantId);
    const rules = await listRules(request.db, tenantId);
    return { success: true as const, rules, ...(await ruleChoices(request.db, tenantId)) };
  });

  const saveDocs = {
    summary: "Replaces a tenant's template rules; a person's card uses the first that matches",
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    body: templateRulesSchema,
    response: { 200: templateRulesReplySchema },
  };
  app.put('/:tenantId/rules', { schema: saveDocs }, async (request) => {
    const { admin, tenantId } = await requireTemplateDesigner(request, request.params.tenantId);
    const { rules } = parseBody(templateRulesSchema, request.body);
    const ids = rules.map((rule) => rule.template_id);
    await requireKnown(request.db, 'card_templates', tenantId, ids, M.templateNotFound);
    const groups = rules.map((rule) => rule.group_id);
    await requireKnown(request.db, 'scim_groups', tenantId, groups, M.groupNotFound);
    await request.db.transaction(async (tx) => {
      await replaceRules(tx, tenantId, rules);
      await recordAudit(tx, {
        tenantId,
        ...auditActor(admin),
        action: 'template.rules',
        message: `Card template rules saved (${rules.length})`,
      });
    });
    const saved = await listRules(request.db, tenantId);
    return { success: true as const, rules: saved, ...(await ruleChoices(request.db, tenantId)) };
  });

  const personDocs = {
    summary: 'The template chosen by hand for a person, and the one their card uses',
    tags,
    security: SIGNED_IN,
    params: personTemplatePathSchema,
    response: { 200: personTemplateReplySchema },
  };
  app.get('/:tenantId/people/:userId', { schema: personDocs }, async (request) => {
    const { tenantId } = await requireTemplateReader(request, request.params.tenantId);
    const userId = templateIdOf(request.params.userId, USER_NOT_FOUND);
    const found = await personTemplate(request.db, tenantId, userId);
    if (!found) throw notFound(USER_NOT_FOUND);
    return { success: true as const, ...found };
  });

  const chooseDocs = {
    summary: "Chooses a person's template by hand, or (null) lets the rules choose",
    tags,
    security: SIGNED_IN,
    params: personTemplatePathSchema,
    body: personTemplateSchema,
    response: { 200: personTemplateReplySchema },
  };
  app.put('/:tenantId/people/:userId', { schema: chooseDocs }, async (request) => {
    const { tenantId } = await requireTemplateReader(request, request.params.tenantId);
    const admin = requireAdmin(request);
    const userId = templateIdOf(request.params.userId, USER_NOT_FOUND);
    const { template_id } = parseBody(personTemplateSchema, request.body);
    await requireKnown(request.db, 'card_templates', tenantId, [template_id], M.templateNotFound);
    const found = await request.db.transaction(async (tx) => {
      const before = await personTemplate(tx, tenantId, userId);
      if (!before) throw notFound(USER_NOT_FOUND);
      await choosePersonTemplate(tx, tenantId, userId, template_id?.toLowerCase() ?? null);
      const after = (await personTemplate(tx, tenantId, userId)) ?? before;
      await recordAudit(tx, {
        tenantId,
        ...auditActor(admin),
        action: 'template.assign',
        target: await emailOf(tx, userId),
        message: template_id
          ? `Card template ${after.used?.name ?? ''} chosen by hand`
          : 'Card template follows the rules again',
      });
      return after;
    });
    return { success: true as const, ...found };
  });
}

async function emailOf(q: Parameters<typeof unknownIds>[0], userId: string) {
  const { rows } = await q.query<{ email: string }>('SELECT email FROM end_users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.email ?? null;
}
