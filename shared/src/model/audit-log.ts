// The audit log (issue 12): one entry per change, written in the change's own transaction,
// as the Logs screen reads it. Constants, and the reply types inferred from
// schemas/audit-log.ts.
import type * as z from 'zod/mini';
import type { auditEntrySchema, auditLogPageSchema } from '../schemas/audit-log';

/** Stored levels; the Logs screen shows them as the spec's 'Error', 'Warning', 'Info'. */
export const AUDIT_LEVELS = ['error', 'warning', 'info'] as const;
export type AuditLevel = (typeof AUDIT_LEVELS)[number];
export const AUDIT_LEVEL_LABELS: Record<AuditLevel, string> = {
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};

/** Every action recorded. A new kind of change gets a name here first. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_reset',
  'admin_user.create',
  'admin_user.update',
  'admin_user.delete',
  'tenant.create',
  'tenant.card_page_settings',
  'end_user.create',
  'end_user.update',
  'end_user.deactivate',
  'end_user.delete',
  'end_user.registration_links',
  'end_user.import',
  'batch.import',
  'batch.create',
  'batch.status',
  'batch.encode',
  'batch.card_block',
  'batch.card_replace',
  'template.save',
  'template.create',
  'template.update',
  'template.delete',
  'template.rules',
  'template.assign',
  'oauth_provider.create',
  'oauth_provider.update',
  'oauth_provider.delete',
  'oauth_provider.rotate_secret',
  'ticket.create',
  'ticket.reply',
  'ticket.update',
  'self_serve.update',
  'self_serve.register',
  'self_serve.card_fields',
  'contact.create',
  'contact.delete',
  'contact.purge',
  'contact.settings',
  'tenant_domain.add',
  'tenant_domain.verify',
  'tenant_domain.remove',
  'scim_token.create',
  'scim_token.revoke',
  'scim_group.create',
  'scim_group.update',
  'scim_group.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_KINDS = [
  'super_admin',
  'client_admin',
  'end_user',
  'anonymous',
  'system',
] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * One entry: `at` an ISO time; `actor` the actor's email (for a failed sign-in, the address
 * that was tried); `target` what was changed as people read it (an email, a tenant or provider
 * name, a file name); `message` a short sentence, never a password, token or secret.
 */
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** Query of GET /api/management/logs and GET /api/management/logs/export. */
export interface AuditLogQuery {
  /** One tenant. Omitted: every tenant (super admins only; client admins get their own). */
  tenant_id?: string;
  level?: AuditLevel;
  /** Text searched in actor, target and message (case-insensitive). */
  q?: string;
  /** YYYY-MM-DD, UTC, both included. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
  /** 1–200, default 50. */
  page_size?: number;
  /** The `next` of the page before: the page after it, read by keyset. */
  after?: string;
}

/** GET /api/management/logs: newest first. */
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

/** GET /api/management/logs/export?format=…: every filtered entry, newest first. */
export const AUDIT_EXPORT_FORMATS = ['csv', 'text'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/**
 * The spec's plain-text line, with who acted: `2024-03-01 09:12:44 [INFO] ann@acme.com: message`
 * (no actor, as for a sign-in whose address is unknown: the spec's line as it is).
 */
export const formatAuditLine = (entry: Pick<AuditEntry, 'at' | 'level' | 'actor' | 'message'>) =>
  `${entry.at.slice(0, 19).replace('T', ' ')} [${entry.level.toUpperCase()}] ${
    entry.actor ? `${entry.actor}: ` : ''
  }${entry.message}`;

/** Entries older than this many days are purged unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
