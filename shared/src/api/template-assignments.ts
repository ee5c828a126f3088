import type {
  CreateTemplateRequest,
  PersonTemplateRequest,
  TemplateRulesRequest,
  UpdateTemplateRequest,
} from '../schemas/template-assignments';
import {
  personTemplateReplySchema,
  templateListReplySchema,
  templateReplySchema,
  templateRulesReplySchema,
} from '../schemas/template-assignments';
import { deleteJson, getJson, patchJson, postJson, putJson } from './client';

const base = (tenantId: string) =>
  `/api/management/contactPage/templates/${encodeURIComponent(tenantId)}`;
const one = (tenantId: string, templateId: string) =>
  `${base(tenantId)}/list/${encodeURIComponent(templateId)}`;

/** The tenant's card templates, the default first (decision 056). */
export const listTemplates = async (tenantId: string, signal?: AbortSignal) =>
  (await getJson(templateListReplySchema, `${base(tenantId)}/list`, { signal })).templates;

/** A new template, blank or a copy of `copy_of`. */
export const createTemplate = async (tenantId: string, body: CreateTemplateRequest) =>
  (await postJson(templateReplySchema, `${base(tenantId)}/list`, body)).template;

/** Renames a template, sets its field locks or makes it the default. */
export const updateTemplate = async (
  tenantId: string,
  templateId: string,
  body: UpdateTemplateRequest,
) => (await patchJson(templateReplySchema, one(tenantId, templateId), body)).template;

/** Deletes a template but the default; its people fall back to the rules or the default. */
export const deleteTemplate = async (tenantId: string, templateId: string) =>
  (await deleteJson(templateReplySchema, one(tenantId, templateId))).template;

/** The ordered rules, with the directory's groups and the departments in use. */
export const getTemplateRules = (tenantId: string, signal?: AbortSignal) =>
  getJson(templateRulesReplySchema, `${base(tenantId)}/rules`, { signal });

/** Replaces the ordered rules: a person's card uses the first that matches. */
export const saveTemplateRules = (tenantId: string, body: TemplateRulesRequest) =>
  putJson(templateRulesReplySchema, `${base(tenantId)}/rules`, body);

const person = (tenantId: string, userId: string) =>
  `${base(tenantId)}/people/${encodeURIComponent(userId)}`;

/** The template chosen by hand for a person (or null), and the one their card uses. */
export const getPersonTemplate = (tenantId: string, userId: string, signal?: AbortSignal) =>
  getJson(personTemplateReplySchema, person(tenantId, userId), { signal });

/** Chooses a person's template by hand; null lets the rules choose again. */
export const choosePersonTemplate = (
  tenantId: string,
  userId: string,
  body: PersonTemplateRequest,
) => putJson(personTemplateReplySchema, person(tenantId, userId), body);
