import type { CurrentUser } from '@bizcard/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth';

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me', async (request): Promise<CurrentUser> => requireAdmin(request).user);
}
