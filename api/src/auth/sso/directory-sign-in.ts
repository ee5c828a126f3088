import type { ClaimMappings, SsoAudience } from '@bizcard/shared/model';
import { recordSignIn } from '../../audit/sign-in-audit';
import type { Transactional } from '../../db/database';
import { DeactivatedError } from '../end-user-status';
import { openSession } from '../session-cookies';
import type { Claims } from './directory-claims';
import { SsoFailure } from './sso-failure';
import { findTenantAdmin, upsertDirectoryUser } from './sso-people';

export interface DirectorySignIn {
  tenantId: string;
  providerId: string;
  audience: SsoAudience;
  mappings: ClaimMappings;
  /** The directory's identifier for the person (OIDC `sub`, SAML NameID). */
  subject: string;
  email: string;
  claims: Claims;
}

/**
 * The person a directory vouched for, signed in, whichever protocol it spoke: an end user
 * found or made just in time with the mapped fields copied, or an existing admin of the
 * tenant (nobody else); a deactivated person is refused. One transaction, after every check,
 * so a refused sign-in writes nothing (decisions 018 and 057).
 */
export async function openDirectorySession(db: Transactional, sign: DirectorySignIn, now: Date) {
  const session = await db.transaction(async (tx) => {
    const person =
      sign.audience === 'admin'
        ? await findTenantAdmin(tx, sign.tenantId, sign.email)
        : await upsertDirectoryUser(tx, {
            tenantId: sign.tenantId,
            providerId: sign.providerId,
            mappings: sign.mappings,
            subject: sign.subject,
            email: sign.email,
            claims: sign.claims,
          });
    if (!person) throw new SsoFailure('not_admin', undefined, sign.email);
    const opened = await openSession(tx, person, now).catch((error: unknown) => {
      if (error instanceof DeactivatedError)
        throw new SsoFailure('deactivated', undefined, sign.email);
      throw error;
    });
    if (opened) await recordSignIn(tx, { type: person.type, user: opened.user }, 'sso');
    return opened;
  });
  if (!session) throw new SsoFailure('not_admin', undefined, sign.email);
  return session;
}
