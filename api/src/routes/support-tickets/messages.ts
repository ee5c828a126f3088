// The routes' answers beyond the shared request messages (TICKET_MESSAGES).
export { TENANT_NOT_FOUND } from '../../errors';
/** The Dashboard's words for an admin who belongs to no tenant. */
export { NO_TENANT_DASHBOARD as NO_TENANT_TICKETS } from '../dashboard/messages';

export const OWN_TENANT_TICKETS_ONLY = 'You can open tickets only for your own tenant';
export const END_USERS_ONLY = 'Only end users can report a problem here';
