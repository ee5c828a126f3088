import type { CurrentUser } from '@bizcard/shared/model';

export type PrincipalType = 'admin' | 'end_user';

/** Who a session or token belongs to. */
export interface PrincipalRef {
  type: PrincipalType;
  id: string;
}

/** The signed-in person of a request. */
export interface Principal extends PrincipalRef {
  user: CurrentUser;
  /** sha256 of the session id, to end this session or spare it. */
  sessionHash: string;
}
