import { SCIM_BASE_PATH } from '@bizcard/shared/model';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { cardCounterPlugin } from './analytics/card-counter-plugin';
import {
  keyFromFile,
  type SecretBox,
  secretBox,
  secretKeyBytes,
  secretsKeyRing,
} from './auth/secret-box';
import { type AppConfig, loadConfig } from './config';
import type { Database } from './db/database';
import { registerApiDocs } from './docs/api-docs';
import { registerErrorHandlers, registerJsonParser } from './error-handlers';
import { auditRetentionPlugin } from './plugins/audit-retention';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { compressionPlugin } from './plugins/compression';
import { contactsRetentionPlugin } from './plugins/contacts-retention';
import { dbPlugin } from './plugins/db';
import { mailPlugin } from './plugins/mail';
import { mailRetentionPlugin } from './plugins/mail-retention';
import { metricsPlugin } from './plugins/metrics';
import { originCheckPlugin } from './plugins/origin-check';
import { securityHeadersPlugin } from './plugins/security-headers';
import { echoRequestId, requestIdOptions } from './request-id';
import { useRouteSchemas } from './route-schemas';
import { adminUserRoutes } from './routes/admin-users';
import { authRoutes } from './routes/auth';
import { batchRoutes } from './routes/batches';
import { cardRoutes } from './routes/cards';
import { contactExchangePlugin } from './routes/cards/contact-exchange/contact-exchange-plugin';
import { clientErrorRoutes } from './routes/client-errors';
import { contactRoutes } from './routes/contacts';
import { selfServeContactRoutes } from './routes/contacts/self-serve-route';
import { dashboardRoutes } from './routes/dashboard';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { logRoutes } from './routes/logs';
import { metricsRoutes } from './routes/metrics';
import { oauthProviderRoutes } from './routes/oauth-providers';
import { registrationRoutes } from './routes/registration';
import { reportRoutes } from './routes/reports';
import { scimTokenRoutes } from './routes/scim-tokens';
import { selfServeRoutes } from './routes/self-serve';
import { supportTicketRoutes } from './routes/support-tickets';
import { selfServeTicketRoutes } from './routes/support-tickets/self-serve-route';
import { templateRoutes } from './routes/templates';
import { tenantRoutes } from './routes/tenants';
import { userRoutes } from './routes/users';
import { scimRoutes } from './scim';
import { serverTimeoutOptions } from './server-timeouts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The current time; injectable so tests can expire sessions and tokens. */
    clock: () => Date;
    /** Every route as `METHOD /path`, for the access matrix test that must cover each one. */
    routeList: string[];
    /** Seals and opens the secrets kept in the database (OAuth client secrets). */
    secretBox: SecretBox;
  }
}

export interface BuildOptions {
  /** A migrated database; the app closes it when it closes. */
  database: Database;
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify app without listening (server.ts listens; tests use `inject`). */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Readiness waits for what a killed process left (csv-recovery.ts rolls back its import):
    // undoing 100,000 rows on PGlite outlasts the default 10 s on a busy machine.
    pluginTimeout: 120_000,
    ...serverTimeoutOptions(config.serverTimeouts),
    ...requestIdOptions,
  });
  echoRequestId(app);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const secretsKey = config.secretsKey ?? (await keyFromFile(config.secretsKeyFile));
  app.decorate('secretBox', secretBox(secretsKeyRing(secretsKey).map(secretKeyBytes)));
  registerJsonParser(app);
  registerErrorHandlers(app);
  useRouteSchemas(app);
  app.decorate('routeList', [] as string[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.routeList.push(`${method} ${route.url}`);
  });

  await app.register(cookie);
  await app.register(dbPlugin, { database: options.database });
  await app.register(metricsPlugin);
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  await app.register(auditRetentionPlugin);
  await app.register(cardCounterPlugin);
  await app.register(contactExchangePlugin);
  await app.register(contactsRetentionPlugin);
  await app.register(mailRetentionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin);
  await app.register(authPlugin);
  await app.register(compressionPlugin);
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(adminUserRoutes, { prefix: '/api/management/admin-users' });
  await app.register(tenantRoutes, { prefix: '/api/management/tenants' });
  await app.register(scimTokenRoutes, { prefix: '/api/management/tenants' });
  await app.register(userRoutes, { prefix: '/api/management/users' });
  await app.register(selfServeRoutes, { prefix: '/api/self-serve' });
  await app.register(registrationRoutes, { prefix: '/api/registration' });
  await app.register(cardRoutes, { prefix: '/c' });
  await app.register(batchRoutes, { prefix: '/api/management/batches' });
  await app.register(templateRoutes, { prefix: '/api/management/contactPage/templates' });
  await app.register(oauthProviderRoutes, { prefix: '/api/management/oauth-providers' });
  await app.register(logRoutes, { prefix: '/api/management/logs' });
  await app.register(reportRoutes, { prefix: '/api/management/reports' });
  await app.register(dashboardRoutes, { prefix: '/api/management/dashboard' });
  await app.register(supportTicketRoutes, { prefix: '/api/management/tickets' });
  await app.register(selfServeTicketRoutes, { prefix: '/api/self-serve/tickets' });
  await app.register(contactRoutes, { prefix: '/api/management/contacts' });
  await app.register(selfServeContactRoutes, { prefix: '/api/self-serve/contacts' });
  await app.register(clientErrorRoutes, { prefix: '/api/client-errors' });
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH });
  // Mail read back over HTTP exists only where no mail leaves the machine.
  if (!config.isProduction && !config.smtpUrl) {
    await app.register(devRoutes, { prefix: '/api/dev' });
  }
  return app;
}
