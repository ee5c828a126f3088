import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Transactional, withScope } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database as the application role with no tenant scope: sees no tenant's rows. */
    db: Database;
    /**
     * Every tenant's rows, for what the system does before anyone is known or across tenants
     * by design: sign-in by email, resolving a session, public card pages. Requests of a
     * signed-in person use `request.db` instead (see plugins/auth.ts).
     */
    systemDb: Transactional;
  }
}

/** Decorates `app.db`; the app owns the database from here on and closes it on shutdown. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    await options.database.useApplicationRole();
    app.decorate('db', options.database);
    app.decorate('systemDb', withScope(options.database, 'all-tenants'));
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  },
  { name: 'db' },
);
