import {
  adminUserListSchema,
  adminUserPathSchema,
  adminUserSchema,
  createAdminUserSchema,
  currentUserSchema,
  messageReplySchema,
  updateAdminUserSchema,
} from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit-actor';
import { hashPassword } from '../../auth/passwords';
import { deleteSessionsOf } from '../../auth/sessions';
import { isUniqueViolation, type Queryable } from '../../db/database';
import { SIGNED_IN } from '../../docs/route-docs';
import { HttpError, notFound } from '../../errors';
import { requireAdmin, requireSuperAdmin } from '../../plugins/auth';
import { isUuid, parseBody } from '../../validation';
import { tenantExists } from '../tenants/tenant-store';
import { recordAdminUserChange } from './admin-user-audit';
import {
  type AdminUserWrite,
  deleteAdminUser,
  findAdminUser,
  insertAdminUser,
  listAdminUsers,
  lockSuperAdminIds,
  updateAdminUser,
} from './admin-user-store';
import {
  ADMIN_USER_DELETED,
  ADMIN_USER_NOT_FOUND,
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_DELETE_LAST_SUPER_ADMIN,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_LAST_SUPER_ADMIN,
  DUPLICATE_EMAIL,
  ONLY_SUPER_ADMINS,
  TENANT_NOT_FOUND,
} from './messages';

const conflict = (message: string) => new HttpError(409, message);

/** Super admins belong to no tenant; every other role needs one that exists. */
async function checkedWrite(q: Queryable, input: AdminUserWrite): Promise<AdminUserWrite> {
  if (input.role === 'superAdmin') return { ...input, tenant_id: null };
  const tenantId = input.tenant_id;
  if (!isUuid(tenantId) || !(await tenantExists(q, tenantId))) {
    throw new HttpError(400, TENANT_NOT_FOUND);
  }
  return { ...input, tenant_id: tenantId.toLowerCase() };
}

async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

function existingId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_USER_NOT_FOUND);
  return id.toLowerCase();
}

/** Spec §7 "Admin users" and the current-admin call. Only super admins manage admins. */
export async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Admin users'];
  const me = {
    summary: 'The signed-in admin',
    tags,
    security: SIGNED_IN,
    response: { 200: currentUserSchema },
  };
  app.get('/me', { schema: me }, async (request) => requireAdmin(request).user);

  const list = {
    summary: 'Every admin user (super admins)',
    tags,
    security: SIGNED_IN,
    response: { 200: adminUserListSchema },
  };
  app.get('/', { schema: list }, async (request) => {
    requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    return { adminUsers: await listAdminUsers(request.db) };
  });

  const create = {
    summary: 'Creates an admin user (super admins)',
    tags,
    security: SIGNED_IN,
    body: createAdminUserSchema,
    response: { 201: adminUserSchema },
  };
  app.post('/', { schema: create }, async (request, reply) => {
    const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    const { password, ...fields } = parseBody(createAdminUserSchema, request.body);
    const input = await checkedWrite(request.db, fields);
    const passwordHash = await hashPassword(password);
    const id = await withUniqueEmail(() =>
      request.db.transaction(async (tx) => {
        const created = await insertAdminUser(tx, input, passwordHash);
        await recordAdminUserChange(tx, auditActor(admin), 'admin_user.create', input);
        return created;
      }),
    );
    return reply.code(201).send((await findAdminUser(request.db, id))!);
  });

  const update = {
    summary: 'Changes an admin user (super admins); the last super admin keeps the role',
    tags,
    security: SIGNED_IN,
    params: adminUserPathSchema,
    body: updateAdminUserSchema,
    response: { 200: adminUserSchema },
  };
  app.put('/:id', { schema: update }, async (request) => {
    const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    const id = existingId(request.params.id);
    const input = await checkedWrite(request.db, parseBody(updateAdminUserSchema, request.body));
    await request.db.transaction(async (tx) => {
      const current = await findAdminUser(tx, id);
      if (!current) throw notFound(ADMIN_USER_NOT_FOUND);
      if (current.role === 'superAdmin' && input.role !== 'superAdmin') {
        const superAdmins = await lockSuperAdminIds(tx);
        if (superAdmins.length <= 1) throw conflict(CANNOT_DEMOTE_LAST_SUPER_ADMIN);
        if (id === admin.id) throw conflict(CANNOT_CHANGE_OWN_ROLE);
      }
      await withUniqueEmail(() => updateAdminUser(tx, id, input));
      await recordAdminUserChange(tx, auditActor(admin), 'admin_user.update', input);
    });
    return (await findAdminUser(request.db, id))!;
  });

  const remove = {
    summary: 'Deletes an admin user and ends their sessions (super admins)',
    tags,
    security: SIGNED_IN,
    params: adminUserPathSchema,
    response: { 200: messageReplySchema },
  };
  app.delete('/:id', { schema: remove }, async (request) => {
    const admin = requireSuperAdmin(request, ONLY_SUPER_ADMINS);
    const id = existingId(request.params.id);
    await request.db.transaction(async (tx) => {
      const target = await findAdminUser(tx, id);
      if (!target) throw notFound(ADMIN_USER_NOT_FOUND);
      if (target.role === 'superAdmin' && (await lockSuperAdminIds(tx)).length <= 1) {
        throw conflict(CANNOT_DELETE_LAST_SUPER_ADMIN);
      }
      if (id === admin.id) throw conflict(CANNOT_DELETE_SELF);
      // In the same transaction: the admin's open sessions stop working with the account.
      await deleteSessionsOf(tx, { type: 'admin', id }, null);
      await deleteAdminUser(tx, id);
      await recordAdminUserChange(tx, auditActor(admin), 'admin_user.delete', target);
    });
    return { message: ADMIN_USER_DELETED };
  });
}
