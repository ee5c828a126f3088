import type { TicketPerson, TicketSide } from '@bizcard/shared/model';
import type { Principal } from '../../auth/principal';

/** Who opens, answers or changes a ticket, as the rows record them. */
export interface TicketActor {
  person: TicketPerson;
  side: TicketSide;
  adminId: string | null;
  endUserId: string | null;
}

/** 'First Last', or the email when the person has no name. */
const displayName = (first: string, last: string, email: string) =>
  `${first} ${last}`.trim() || email;

/**
 * Super admins are support; a tenant's admins and end users are the customer's side. The
 * principal's tenant reach is checked by the routes, not here.
 */
export function ticketActor({ type, id, user }: Principal): TicketActor {
  const kind = type === 'end_user' ? 'end_user' : 'admin';
  return {
    person: {
      kind,
      name: displayName(user.first_name, user.last_name, user.email),
      email: user.email,
    },
    side: type === 'admin' && user.isSuperAdmin ? 'support' : 'customer',
    adminId: type === 'admin' ? id : null,
    endUserId: type === 'end_user' ? id : null,
  };
}
