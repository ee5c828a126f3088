import { TEMPLATE_ASSIGNMENT_MESSAGES as M } from '@bizcard/shared/model';
import {
  createTemplateSchema,
  templateListReplySchema,
  templatePathSchema,
  templateReplySchema,
  tenantPathSchema,
  updateTemplateSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { isUniqueViolation } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { parseBody } from '../../validation';
import { TEMPLATE_TAGS as tags } from './messages';
import {
  nameTaken,
  requireTemplateDesigner,
  requireTemplateReader,
  templateIdOf,
} from './template-access';
import {
  createTemplate,
  deleteTemplate,
  ensureDefaultTemplate,
  listTemplates,
  updateTemplate,
} from './template-list-store';

/** A unique violation on a template's name is a 409 with its own message. */
async function naming<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(M.nameTaken);
    throw error;
  }
}

/** The designer's template picker: list, create or duplicate, rename, lock, set default, delete. */
export function templateListRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listDocs = {
    summary: "A tenant's card templates, the default first (its admins and super admins)",
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    response: { 200: templateListReplySchema },
  };
  app.get('/:tenantId/list', { schema: listDocs }, async (request) => {
    const { tenantId } = await requireTemplateReader(request, request.params.tenantId);
    return { success: true as const, templates: await listTemplates(request.db, tenantId) };
  });

  const createDocs = {
    summary: 'Makes a card template, blank or a copy of another (super admins)',
    tags,
    security: SIGNED_IN,
    params: tenantPathSchema,
    body: createTemplateSchema,
    response: { 201: templateReplySchema },
  };
  app.post('/:tenantId/list', { schema: createDocs }, async (request, reply) => {
    const { admin, tenantId } = await requireTemplateDesigner(request, request.params.tenantId);
    const { name, copy_of } = parseBody(createTemplateSchema, request.body);
    const copyOf = copy_of ? templateIdOf(copy_of, M.templateNotFound) : null;
    const template = await naming(() =>
      request.db.transaction(async (tx) => {
        await ensureDefaultTemplate(tx, tenantId);
        const made = await createTemplate(tx, tenantId, admin.id, name, copyOf);
        if (!made) throw notFound(M.templateNotFound);
        await recordAudit(tx, {
          tenantId,
          ...auditActor(admin),
          action: 'template.create',
          target: made.name,
          message: copyOf ? 'Card template duplicated' : 'Card template created',
        });
        return made;
      }),
    );
    return reply.code(201).send({ success: true as const, template });
  });

  const updateDocs = {
    summary: 'Renames a card template, changes its field locks or makes it the default',
    tags,
    security: SIGNED_IN,
    params: templatePathSchema,
    body: updateTemplateSchema,
    response: { 200: templateReplySchema },
  };
  app.patch('/:tenantId/list/:templateId', { schema: updateDocs }, async (request) => {
    const { admin, tenantId } = await requireTemplateDesigner(request, request.params.tenantId);
    const templateId = templateIdOf(request.params.templateId, M.templateNotFound);
    const change = parseBody(updateTemplateSchema, request.body);
    const template = await naming(() =>
      request.db.transaction(async (tx) => {
        const updated = await updateTemplate(tx, tenantId, templateId, admin.id, change);
        if (!updated) throw notFound(M.templateNotFound);
        await recordAudit(tx, {
          tenantId,
          ...auditActor(admin),
          action: 'template.update',
          target: updated.name,
          message: changeMessage(change),
        });
        return updated;
      }),
    );
    return { success: true as const, template };
  });

  const deleteDocs = {
    summary: 'Deletes a card template but the default; its people fall back to other rules',
    tags,
    security: SIGNED_IN,
    params: templatePathSchema,
    response: { 200: templateReplySchema },
  };
  app.delete('/:tenantId/list/:templateId', { schema: deleteDocs }, async (request) => {
    const { admin, tenantId } = await requireTemplateDesigner(request, request.params.tenantId);
    const templateId = templateIdOf(request.params.templateId, M.templateNotFound);
    const template = await request.db.transaction(async (tx) => {
      const gone = await deleteTemplate(tx, tenantId, templateId);
      if (!gone) {
        const exists = (await listTemplates(tx, tenantId)).some((t) => t.id === templateId);
        throw exists ? new HttpError(409, M.defaultNotDeleted) : notFound(M.templateNotFound);
      }
      await recordAudit(tx, {
        tenantId,
        ...auditActor(admin),
        action: 'template.delete',
        target: gone.name,
        message: 'Card template deleted',
      });
      return gone;
    });
    return { success: true as const, template };
  });
}

function changeMessage(change: { name?: string; is_default?: true; locked_fields?: string[] }) {
  const parts = [
    change.name !== undefined ? 'renamed' : null,
    change.is_default ? 'made the default' : null,
    change.locked_fields !== undefined
      ? `locked fields set to ${change.locked_fields.join(', ') || 'none'}`
      : null,
  ].filter(Boolean);
  return `Card template ${parts.join(', ') || 'saved'}`;
}
