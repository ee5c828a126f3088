import type { ClaimMappings, MappableWireName } from '@bizcard/shared/model';
import type { Queryable } from '../../db/database';
import { phoneRegion } from '../../phone';
import type { PrincipalRef } from '../principal';
import { type Claims, fallbackNames, mappedFields } from './directory-claims';
import { SsoFailure } from './sso-failure';
import { ownsVerifiedDomain } from './verified-domains';

export interface DirectoryPerson {
  tenantId: string;
  providerId: string;
  mappings: ClaimMappings;
  /** The provider's subject (`sub`): kept as the person's identity-provider member id. */
  subject: string;
  email: string;
  claims: Claims;
}

type Columns = Record<string, string | string[] | null>;

async function tenantCountry(q: Queryable, tenantId: string): Promise<string | null> {
  const { rows } = await q.query<{ country: string | null }>(
    'SELECT country FROM tenants WHERE id = $1',
    [tenantId],
  );
  return rows[0]?.country ?? null;
}

// Column names come from the field registry (MAPPABLE_FIELDS), never from a request.
const placeholders = (columns: Columns, from: number) =>
  Object.keys(columns).map((_, index) => `$${index + from}`);

/**
 * The end user the directory vouches for, created on their first sign-in (just in time, with
 * a card, since every end user has one) and updated from the mapped claims at every sign-in.
 * Found by the provider's subject first, then by email, so people already in the tenant are
 * linked rather than duplicated; a new person only with an email at a verified domain.
 */
export async function upsertDirectoryUser(
  tx: Queryable,
  person: DirectoryPerson,
): Promise<PrincipalRef> {
  const region = phoneRegion(await tenantCountry(tx, person.tenantId));
  const fields = mappedFields(person.claims, person.mappings, region);
  const directory: Columns = {
    ...fields,
    stytch_member_id: person.subject,
    directory_fields: Object.keys(fields) as MappableWireName[],
    directory_provider_id: person.providerId,
  };
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM end_users WHERE tenant_id = $1 AND (stytch_member_id = $2 OR email = $3)
     ORDER BY (stytch_member_id = $2) DESC NULLS LAST LIMIT 1`,
    [person.tenantId, person.subject, person.email],
  );
  const existing = rows[0];
  if (existing) {
    const sets = placeholders(directory, 3).map(
      (placeholder, index) => `${Object.keys(directory)[index]} = ${placeholder}`,
    );
    await tx.query(
      `UPDATE end_users SET ${sets.join(', ')}, directory_synced_at = now(), updated_at = now()
       WHERE tenant_id = $1 AND id = $2`,
      [person.tenantId, existing.id, ...Object.values(directory)],
    );
    return { type: 'end_user', id: existing.id };
  }
  // Just in time only for the tenant's own verified domains: a directory may vouch for any
  // address, but a card is made only for one the tenant proved is its own (decision 055).
  if (!(await ownsVerifiedDomain(tx, person.tenantId, person.email))) {
    throw new SsoFailure('unverified_domain', undefined, person.email);
  }
  const created: Columns = {
    ...fallbackNames(person.claims, person.email),
    email: person.email,
    ...directory,
  };
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO end_users (tenant_id, ${Object.keys(created).join(', ')},
       directory_synced_at, registered_at)
     VALUES ($1, ${placeholders(created, 2).join(', ')}, now(), now())
     RETURNING id`,
    [person.tenantId, ...Object.values(created)],
  );
  return { type: 'end_user', id: inserted.rows[0]!.id };
}

/**
 * The tenant's own admin with this email, for the console. Nobody else gets in this way: an
 * admin of another tenant, a super admin or an unknown email is refused, and no account is
 * ever made for them.
 */
export async function findTenantAdmin(
  q: Queryable,
  tenantId: string,
  email: string,
): Promise<PrincipalRef | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM admin_users WHERE tenant_id = $1 AND email = $2
     AND role IN ('clientAdmin', 'admin')`,
    [tenantId, email],
  );
  return rows[0] ? { type: 'admin', id: rows[0].id } : null;
}
