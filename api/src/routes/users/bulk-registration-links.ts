import { type EndUserBulkResponse, REGISTRATION_MESSAGES } from '@bizcard/shared/model';
import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../../audit/audit-actor';
import { TOKEN_TTL_MS } from '../../auth/auth-tokens';
import type { Transactional } from '../../db/database';
import { HttpError } from '../../errors';
import { issueRegistrationLinksIn } from './registration-urls';
import type { TenantRef } from './tenant-access';
import { bulkTarget, recordEndUserChange, registrationLinksMade } from './user-audit';

interface Candidate {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  registered: boolean;
  active: boolean;
}

/**
 * New registration links (decision 016) for the named users of a user-managed tenant, in one
 * transaction with its one audit entry. Users who have registered already get none, nor do
 * deactivated ones (their registration would be refused); the answer counts both. Links come
 * back in the list's order (first name, last name).
 */
export async function bulkRegistrationLinks(
  app: FastifyInstance,
  db: Transactional,
  tenant: TenantRef,
  userIds: readonly string[],
  actor: AuditActor,
): Promise<EndUserBulkResponse> {
  if (tenant.tenant_type !== 'user_managed') {
    throw new HttpError(409, REGISTRATION_MESSAGES.notUserManaged);
  }
  const now = app.clock();
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.query<Candidate>(
      `SELECT id, first_name, last_name, email, registered_at IS NOT NULL AS registered, active
       FROM end_users WHERE tenant_id = $1 AND id = ANY($2::uuid[])
       ORDER BY lower(first_name), lower(last_name), id`,
      [tenant.id, [...userIds]],
    );
    const wanted = rows.filter((user) => !user.registered && user.active);
    const skippedRegistered = rows.filter((user) => user.registered).length;
    const skippedInactive = rows.filter((user) => !user.registered && !user.active).length;
    const urls = await issueRegistrationLinksIn(tx, app.config, tenant.id, wanted, now);
    if (rows.length > 0) {
      const change = registrationLinksMade(wanted.length, skippedRegistered, skippedInactive);
      await recordEndUserChange(tx, tenant.id, actor, bulkTarget(wanted.length), change);
    }
    const links = wanted.map(({ id, first_name, last_name, email }) => ({
      ...{ id, first_name, last_name, email },
      url: urls.get(id)!,
    }));
    return { links, skippedRegistered, skippedInactive };
  });
  return {
    action: 'registration_links',
    count: result.links.length,
    skipped_registered: result.skippedRegistered,
    skipped_inactive: result.skippedInactive,
    links: result.links,
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS.registration).toISOString(),
  };
}
