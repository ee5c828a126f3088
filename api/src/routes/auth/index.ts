import type { FastifyInstance } from 'fastify';
import { magicLinkRoutes } from './magic-link-routes';
import { passwordRoutes } from './password-routes';
import { resetRoutes } from './reset-routes';
import { samlRoutes } from './saml-routes';
import { sessionRoutes } from './session-routes';
import { ssoRoutes } from './sso-routes';

/** Spec §7 "Authentication", under /api/auth. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(magicLinkRoutes);
  await app.register(passwordRoutes);
  await app.register(resetRoutes);
  await app.register(ssoRoutes);
  await app.register(samlRoutes);
}
