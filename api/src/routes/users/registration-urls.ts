import type { FastifyInstance } from 'fastify';
import { issueAuthTokens } from '../../auth/auth-tokens';
import { appUrl } from '../../auth/links';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';

/** A user of a user-managed tenant who has not registered yet. */
export interface Registrant {
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * One new registration link for each user (decision 016), by user id: the Edit User action
 * asks for one, the CSV export of a user-managed tenant for a page of them in one statement.
 * Older links of the same users keep working.
 */
export async function issueRegistrationLinks(
  app: FastifyInstance,
  tenantId: string,
  users: readonly Registrant[],
  now: Date,
): Promise<Map<string, string>> {
  return app.db.transaction((tx) => issueRegistrationLinksIn(tx, app.config, tenantId, users, now));
}

/** The same inside the caller's transaction (the bulk action writes its audit entry with them). */
export async function issueRegistrationLinksIn(
  tx: Queryable,
  config: AppConfig,
  tenantId: string,
  users: readonly Registrant[],
  now: Date,
): Promise<Map<string, string>> {
  const refs = users.map((user) => ({ type: 'end_user' as const, id: user.id }));
  const tokens = await issueAuthTokens(tx, 'registration', refs, now);
  return new Map(
    users.map((user, i) => {
      const url = appUrl(config, '/self-serve/register', {
        tenant_id: tenantId,
        user_id: user.id,
        firstName: user.first_name,
        lastName: user.last_name,
        token: tokens[i]!,
      });
      return [user.id, url.toString()];
    }),
  );
}
