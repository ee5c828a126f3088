// Templates per department (issue 29 item 3, decision 056): the picker's, the assignment
// editor's and Tenant Users' requests and replies.
import * as z from 'zod/mini';
import {
  isLockableField,
  type LockableFieldName,
  TEMPLATE_ASSIGNMENT_MESSAGES as M,
  TEMPLATE_NAME_MAX,
  TEMPLATE_RULES_MAX,
} from '../model/template-assignments';
import { requiredText } from './fields';
import { lazySchema } from './lazy-schema';
import { timestamp } from './reply-fields';

const templateName = () =>
  requiredText(M.nameRequired).check(
    z.maxLength(TEMPLATE_NAME_MAX, { error: M.nameTooLong, abort: true }),
    z.refine((value) => !value.includes('\u0000'), { error: M.nameRequired }),
  );

const lockedFields = lazySchema(
  () =>
    z
      .array(z.string())
      .check(
        z.refine((names) => names.every(isLockableField), { error: M.notLockable }),
      ) as z.ZodMiniType<LockableFieldName[], string[]>,
);

/** `/{tenantId}/list/{templateId}`: an unknown or malformed id answers 404. */
export const templatePathSchema = lazySchema(() =>
  z.object({ tenantId: z.string(), templateId: z.string() }),
);
/** `/{tenantId}/people/{userId}`. */
export const personTemplatePathSchema = lazySchema(() =>
  z.object({ tenantId: z.string(), userId: z.string() }),
);
/** GET `/{tenantId}?templateId=`: without one, the default template. */
export const templateQuerySchema = lazySchema(() =>
  z.object({ templateId: z.optional(z.string()) }),
);

export const templateSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    is_default: z.boolean(),
    /** Wire names of the fields end users may not change on the self-serve page. */
    locked_fields: z.array(z.string()),
    updated_at: timestamp(),
  }),
);

/** GET /{tenantId}/list: the tenant's templates, the default first, then by name. */
export const templateListReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    templates: z.array(templateSummarySchema),
  }),
);

/** POST /{tenantId}/list: a new template, blank or a copy of `copy_of`. */
export const createTemplateSchema = lazySchema(() =>
  z.object({
    name: templateName(),
    copy_of: z.optional(z.nullable(z.string())),
  }),
);
export type CreateTemplateRequest = z.input<typeof createTemplateSchema>;

/** PATCH /{tenantId}/list/{templateId}: rename, make the default, or change its locks. */
export const updateTemplateSchema = lazySchema(() =>
  z.object({
    name: z.optional(templateName()),
    is_default: z.optional(z.literal(true)),
    locked_fields: z.optional(lockedFields),
  }),
);
export type UpdateTemplateRequest = z.input<typeof updateTemplateSchema>;

export const templateReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    template: templateSummarySchema,
  }),
);

/** One rule: exactly one of `department` and `group_id`. */
export const templateRuleSchema = lazySchema(() =>
  z
    .object({
      template_id: z.string(),
      department: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
      group_id: z.optional(z.nullable(z.string())),
    })
    .check(
      z.refine((rule) => Boolean(rule.department) !== Boolean(rule.group_id), {
        error: M.ruleTarget,
      }),
    ),
);

/** PUT /{tenantId}/rules: the whole ordered list; the first match wins. */
export const templateRulesSchema = lazySchema(() =>
  z.object({
    rules: z.array(templateRuleSchema).check(z.maxLength(TEMPLATE_RULES_MAX, M.tooManyRules)),
  }),
);
export type TemplateRulesRequest = z.input<typeof templateRulesSchema>;

/** The rules, with what the editor offers: the directory's groups and the departments in use. */
export const templateRulesReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    rules: z.array(
      z.object({
        template_id: z.string(),
        department: z.nullable(z.string()),
        group_id: z.nullable(z.string()),
      }),
    ),
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
    departments: z.array(z.string()),
  }),
);

/** PUT /{tenantId}/people/{userId}: a template by hand, or null to follow the rules. */
export const personTemplateSchema = lazySchema(() =>
  z.object({ template_id: z.nullable(z.string()) }),
);
export type PersonTemplateRequest = z.input<typeof personTemplateSchema>;

/** The template chosen by hand (or null) and the one the person's card uses. */
export const personTemplateReplySchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    template_id: z.nullable(z.string()),
    used: z.nullable(z.object({ id: z.string(), name: z.string() })),
  }),
);
