import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Decorates `app.db`; the app owns the database from here on and closes it on shutdown. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('db', options.database);
    app.addHook('onClose', async () => {
      await options.database.close();
    });
  },
  { name: 'db' },
);
