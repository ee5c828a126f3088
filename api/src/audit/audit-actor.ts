import type { AuditActorKind } from '@bizcard/shared/model';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { requireSession } from '../plugins/auth';
import type { AuditRecord } from './record-audit';

/** Who an entry names as having acted. */
export type AuditActor = Pick<AuditRecord, 'actor' | 'actorKind'>;

/** The kind of actor a signed-in person is: end users and admins, and among admins the super. */
function actorKind({ type, user }: Pick<Principal, 'type' | 'user'>): AuditActorKind {
  if (type === 'end_user') return 'end_user';
  return user.isSuperAdmin ? 'super_admin' : 'client_admin';
}

/** The actor of a request made by this principal (or of the sign-in that opened its session). */
export function auditActor(principal: Pick<Principal, 'type' | 'user'>): AuditActor {
  return { actor: principal.user.email, actorKind: actorKind(principal) };
}

/** The actor of a request whose route has already required a session. */
export const requestActor = (request: FastifyRequest): AuditActor =>
  auditActor(requireSession(request));
