import {
  type EndUser,
  SELF_SERVE_MESSAGES,
  TEMPLATE_ASSIGNMENT_MESSAGES,
} from '@bizcard/shared/model';
import {
  type EndUserWrite,
  SELF_SERVE_EDITABLE,
  type SelfServeUpdate,
  selfServeUpdateReplySchema,
  selfServeUpdateSchema,
  selfServeUserInfoSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { Transactional } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { forbidden, HttpError, notFound } from '../../errors';
import { normalisePhones, phoneRegion } from '../../phone';
import { requireSession } from '../../plugins/auth';
import { parseBody } from '../../validation';
import { changedLockedFields, lockedFieldsOf } from '../templates/field-locks';
import { NUL_CHARACTER, USER_NOT_FOUND } from '../users/messages';
import { findUserJson, updateUserJson } from '../users/user-store';
import { cardFieldRoutes } from './card-fields';
import { cardOwnerRoutes } from './card-owner';
import { toUserInfo } from './user-info';
import { yourCardRoutes } from './your-card';

interface SelfTenant {
  id: string;
  country: string | null;
  tenant_type: string;
}

/**
 * The signed-in end user and their tenant: 401 signed out, 403 for admins and for tenants that
 * are not user managed. The person and tenant come from the session alone: ids in the query or
 * body are never read, so no request reaches another person's record.
 */
async function requireSelfServeUser(request: FastifyRequest) {
  const principal = requireSession(request);
  if (principal.type !== 'end_user') throw forbidden(SELF_SERVE_MESSAGES.endUsersOnly);
  const { rows } = await request.db.query<SelfTenant>(
    'SELECT id, country, tenant_type FROM tenants WHERE id = $1',
    [principal.user.tenant_id],
  );
  const tenant = rows[0];
  if (tenant?.tenant_type !== 'user_managed') throw forbidden(SELF_SERVE_MESSAGES.notUserManaged);
  return { userId: principal.id, tenant };
}

async function loadOwnUser(db: Transactional, tenantId: string, userId: string, baseUrl: string) {
  const json = await findUserJson(db, tenantId, userId, baseUrl);
  if (!json) throw notFound(USER_NOT_FOUND);
  return JSON.parse(json) as EndUser;
}

/** The full admin write: the stored identity and role, the person's changes on top. */
function toWrite(current: EndUser, update: SelfServeUpdate): EndUserWrite {
  const sent: Record<string, unknown> = { ...update };
  const changes = Object.fromEntries(
    SELF_SERVE_EDITABLE.map((field) => [field.wire, sent[field.form]]),
  );
  return { ...current, stytch_org_id: null, ...changes } as EndUserWrite;
}

/** Spec §7 "Self-service": an end user of a user-managed tenant reads and updates themself. */
export async function selfServeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const baseUrl = app.config.publicAppUrl;
  await app.register(yourCardRoutes);
  await app.register(cardFieldRoutes, { requireSelfServeUser });
  await app.register(cardOwnerRoutes);
  const tags = ['Self-service'];

  const read = {
    summary: 'The signed-in end user of a user-managed tenant: their contact and card',
    tags,
    security: SIGNED_IN,
    response: { 200: selfServeUserInfoSchema },
  };
  app.get('/user-info', { schema: read }, async (request) => {
    const { userId, tenant } = await requireSelfServeUser(request);
    const user = await loadOwnUser(request.db, tenant.id, userId, baseUrl);
    const locked = await lockedFieldsOf(request.db, tenant.id, userId);
    return { ...toUserInfo(user), locked_fields: locked };
  });

  const update = {
    summary: 'The end user changes their own contact; their name, email and role stay as stored',
    tags,
    security: SIGNED_IN,
    body: selfServeUpdateSchema,
    response: { 200: selfServeUpdateReplySchema },
  };
  app.put('/user-info', { schema: update }, async (request) => {
    const { userId, tenant } = await requireSelfServeUser(request);
    const update = parseBody(selfServeUpdateSchema, request.body);
    if (JSON.stringify(update).includes('\\u0000')) throw new HttpError(400, NUL_CHARACTER);
    const current = await loadOwnUser(request.db, tenant.id, userId, baseUrl);
    // The same phone check and stored form as the admin write path.
    const { fields: write, errors } = normalisePhones(
      toWrite(current, update),
      phoneRegion(tenant.country),
    );
    if (errors[0]) throw new HttpError(400, errors[0].message);
    // Fields the person's card template locks are the company's (decision 056): sent back
    // unchanged they pass, changed they are refused before anything is written.
    const locked = await lockedFieldsOf(request.db, tenant.id, userId);
    const stored = normalisePhones(current, phoneRegion(tenant.country)).fields;
    const [lockedChange] = changedLockedFields(locked, stored, write);
    if (lockedChange) throw forbidden(TEMPLATE_ASSIGNMENT_MESSAGES.locked(lockedChange.label));
    const saved = await request.db.transaction(async (tx) => {
      const updated = await updateUserJson(tx, tenant.id, userId, write, baseUrl);
      if (!updated) return null;
      await recordAudit(tx, {
        tenantId: tenant.id,
        ...requestActor(request),
        action: 'self_serve.update',
        target: current.email,
        message: 'Own profile updated',
      });
      return updated;
    });
    if (!saved) throw notFound(USER_NOT_FOUND);
    const user = { ...toUserInfo(JSON.parse(saved) as EndUser), locked_fields: locked };
    return { message: SELF_SERVE_MESSAGES.updated, user };
  });
}
