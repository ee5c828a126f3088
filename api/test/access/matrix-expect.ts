// What each caller gets from a route: the shapes the access matrix rows use.
import type { InjectOptions } from 'fastify';
import type { Caller, World } from './matrix-world';

/** The status each caller gets; `ok` is the route's success status. */
export type Expected = Record<Caller, number>;

export interface MatrixRow {
  /** `METHOD /path` exactly as the API registers it (HEAD rows follow their GET). */
  route: string;
  request: (world: World) => Promise<InjectOptions> | InjectOptions;
  expect: Expected;
  /** The route shows tenant A's data to anyone by design (public card pages). */
  publicForTenantA?: boolean;
}

export const all = (status: number): Expected => ({
  superAdmin: status,
  clientAdminA: status,
  adminA: status,
  clientAdminB: status,
  endUserA: status,
  endUserC: status,
  signedOut: status,
});
/** Super admins only. */
export const superOnly = (ok: number): Expected => ({
  ...all(403),
  superAdmin: ok,
  signedOut: 401,
});
/** Any admin, each seeing what its reach allows. */
export const anyAdmin = (ok: number): Expected => ({
  ...all(ok),
  endUserA: 403,
  endUserC: 403,
  signedOut: 401,
});
/** Admins who reach tenant A: its super admin and its own tenant admins. */
export const adminsOfA = (ok: number): Expected => ({
  ...anyAdmin(ok),
  clientAdminB: 403,
});

/** End users of a user-managed tenant (A) only; C's end user belongs to an identity provider. */
export const selfServeOnly = (ok: number): Expected => ({
  ...all(403),
  endUserA: ok,
  signedOut: 401,
});
