// Replies of the Admin users routes (spec §7 "Admin users").
import * as z from 'zod/mini';
import { ADMIN_ROLES } from '../model/admin-users';
import { lazySchema } from './lazy-schema';
import { timestamp } from './reply-fields';

export const adminUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ADMIN_ROLES),
    tenant_id: z.nullable(z.string()),
    /** The tenant's display name, for the table's Tenant column. */
    tenant_name: z.nullable(z.string()),
    created_at: timestamp(),
  }),
);

export const adminUserListSchema = lazySchema(() =>
  z.object({ adminUsers: z.array(adminUserSchema) }),
);

/** `/{id}` of an admin user: any text; the route answers a malformed id with its 404. */
export const adminUserPathSchema = lazySchema(() => z.object({ id: z.string() }));
