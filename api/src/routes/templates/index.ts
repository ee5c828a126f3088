import { TEMPLATE_ASSIGNMENT_MESSAGES } from '@bizcard/shared/model';
import {
  orderedSectionIds,
  savedTemplateReplySchema,
  templateFieldsSchema,
  templateQuerySchema,
  templateResponseSchema,
  templateSaveFormSchema,
  tenantPathSchema,
} from '@bizcard/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { MAX_JSON_DEPTH, nestedDeeperThan, parseBody, TOO_DEEP } from '../../validation';
import { assignmentRoutes } from './assignment-routes';
import { MAX_TEMPLATE_FILE_BYTES } from './card-images';
import { existingTenantId } from './existing-tenant';
import { notJson, ONLY_SUPER_ADMINS, TEMPLATE_SAVED, TEMPLATE_TAGS } from './messages';
import { previewVCardRoute } from './preview-vcard';
import { readTemplateForm } from './read-template-form';
import { templateIdOf } from './template-access';
import { encodeImages, resolveImages } from './template-images';
import { templateListRoutes } from './template-list-routes';
import { storedTemplateOf, type TemplateRecord } from './template-record';
import { findTemplate, saveTemplateRecord } from './template-store';

const JSON_FIELDS = [
  'theme',
  'sections',
  'sectionOrder',
  'customSections',
  'fieldMapping',
  'socialMedia',
];

/** The form's JSON strings parsed, then checked by the shared schema. */
function templateFields(fields: Record<string, string>) {
  const body: Record<string, unknown> = { ...fields };
  delete body.templateId;
  for (const field of JSON_FIELDS) {
    if (fields[field] === undefined) continue;
    try {
      body[field] = JSON.parse(fields[field]);
    } catch {
      throw new HttpError(400, notJson(field));
    }
    if (nestedDeeperThan(body[field], MAX_JSON_DEPTH)) throw new HttpError(400, TOO_DEEP);
  }
  const parsed = parseBody(templateFieldsSchema, body);
  return { ...parsed, sectionOrder: orderedSectionIds(parsed.sectionOrder, parsed.customSections) };
}

const responseOf = (record: TemplateRecord) => ({ html: JSON.stringify(storedTemplateOf(record)) });

const tags = TEMPLATE_TAGS;
const NO_TEMPLATE = TEMPLATE_ASSIGNMENT_MESSAGES.templateNotFound;

/**
 * Spec §7 "Contact page template": super admins only, as the spec hides the screen from
 * client admins. Images are re-encoded and stored by content hash (decision 014).
 */
export async function templateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_TEMPLATE_FILE_BYTES, files: 2, fields: 20, parts: 22 },
  });

  app.get(
    '/:tenantId',
    {
      schema: {
        summary: "A tenant's saved contact page template (?templateId, else the default), or null",
        tags,
        security: SIGNED_IN,
        params: tenantPathSchema,
        querystring: templateQuerySchema,
        response: { 200: templateResponseSchema },
      },
    },
    async (request) => {
      requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const tenantId = await existingTenantId(request.db, request.params.tenantId);
      const { templateId } = request.query;
      const id = templateId ? templateIdOf(templateId, NO_TEMPLATE) : null;
      const record = await findTemplate(request.db, tenantId, id);
      if (id && !record) throw notFound(NO_TEMPLATE);
      return { success: true as const, data: record ? responseOf(record) : null };
    },
  );

  app.post(
    '/save',
    {
      schema: {
        summary: "Saves a tenant's contact page template, its logo and photo (super admins)",
        tags,
        security: SIGNED_IN,
        consumes: ['multipart/form-data'],
        body: templateSaveFormSchema,
        response: { 200: savedTemplateReplySchema },
      },
    },
    async (request) => {
      const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
      const form = await readTemplateForm(request);
      const tenantId = await existingTenantId(request.db, form.fields.tenantId?.trim());
      const given = form.fields.templateId?.trim();
      const templateId = given ? templateIdOf(given, NO_TEMPLATE) : null;
      const fields = templateFields(form.fields);
      const encoded = await encodeImages(form);
      const record = await request.db.transaction(async (tx) => {
        const saved = await findTemplate(tx, tenantId, templateId);
        if (templateId && !saved) throw notFound(NO_TEMPLATE);
        const images = await resolveImages(tx, tenantId, saved, encoded);
        const next: TemplateRecord = {
          ...fields,
          companyLogo: images.companyLogo,
          profilePhoto: images.profilePhoto,
        };
        await saveTemplateRecord(tx, tenantId, admin.id, next, images.assets, templateId);
        await recordAudit(tx, {
          tenantId,
          ...auditActor(admin),
          action: 'template.save',
          message: 'Contact page template saved',
        });
        return next;
      });
      return { success: true as const, message: TEMPLATE_SAVED, data: responseOf(record) };
    },
  );

  previewVCardRoute(fastify);
  templateListRoutes(fastify);
  assignmentRoutes(fastify);
}
