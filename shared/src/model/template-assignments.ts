// Several card templates per tenant, chosen per person, each with its field locks (issue 29
// item 3, decision 056).
import type * as z from 'zod/mini';
import type {
  personTemplateReplySchema,
  templateRuleSchema,
  templateRulesReplySchema,
  templateSummarySchema,
} from '../schemas/template-assignments';
import { SELF_SERVE_FIELDS, SELF_SERVE_READ_ONLY, type SelfServeField } from './self-serve';

export type LockableField = Exclude<SelfServeField, { form: 'firstName' | 'lastName' | 'email' }>;

/** The fields a template may lock: what the self-serve page lets an end user change. */
export const LOCKABLE_FIELDS = SELF_SERVE_FIELDS.filter(
  (field): field is LockableField => !SELF_SERVE_READ_ONLY.includes(field.form),
);
/** A lock names its field by its wire name (`phone_cell`), as the card-fields routes do. */
export type LockableFieldName = LockableField['wire'];

export const isLockableField = (name: string): name is LockableFieldName =>
  LOCKABLE_FIELDS.some((field) => field.wire === name);

export const TEMPLATE_NAME_MAX = 100;
/** Rules a tenant may keep: far more than departments a company has. */
export const TEMPLATE_RULES_MAX = 200;

export const TEMPLATE_ASSIGNMENT_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${TEMPLATE_NAME_MAX} characters`,
  nameTaken: 'A template with this name already exists',
  templateNotFound: 'Template not found',
  defaultNotDeleted: 'The default template cannot be deleted',
  notLockable: 'Only fields end users can change may be locked',
  ruleTarget: 'A rule names a department or a group',
  groupNotFound: 'Directory group not found',
  tooManyRules: `At most ${TEMPLATE_RULES_MAX} rules`,
  /** The self-serve routes' refusal of a change to a locked field. */
  locked: (label: string) => `${label} is managed by your company and cannot be changed here`,
} as const;

/** One of the tenant's templates, as the picker lists it. */
export type TemplateSummary = z.output<typeof templateSummarySchema>;
/** One assignment rule: a department or a SCIM group, and the template its people get. */
export type TemplateRule = z.output<typeof templateRuleSchema>;
export type TemplateRulesReply = z.output<typeof templateRulesReplySchema>;
export type PersonTemplateReply = z.output<typeof personTemplateReplySchema>;
