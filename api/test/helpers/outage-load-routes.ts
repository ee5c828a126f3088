// The mixed load of the database outage test: card views, admin lists, profile saves each
// writing a distinct title, sign-ins, the readiness probe and SCIM, keeping what was
// acknowledged.
import { fetchBounded, type LoadRoute } from './mixed-load';
import { SUPER } from './session';

const json = { 'content-type': 'application/json' };

/** Cookies of a Set-Cookie list, as a browser sends them back. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export interface LoadTarget {
  base: string;
  /** A super admin's session cookie. */
  admin: string;
  /** The demo end user's session cookie, for their profile. */
  endUser: string;
  scimToken: string;
  /** The card page the load views, /c/{slug}: of a person in `tenantId`. */
  cardPath: string;
  /** The end user's own card page. */
  ownCardPath: string;
  /** The tenant whose users are listed (the SCIM token's). */
  tenantId: string;
}

export interface OutageLoad {
  routes: LoadRoute[];
  /** Each profile save's title by its number. */
  titles: Map<number, string>;
  /** The numbers of the profile saves answered 200, in order. */
  saved: number[];
  /** The cookies of the sign-ins answered 200. */
  signedIn: string[];
}

/** The routes of every kind, profile titles made distinct by `label`. */
export function outageLoad(target: LoadTarget, label: string): OutageLoad {
  const { base } = target;
  const titles = new Map<number, string>();
  const saved: number[] = [];
  const signedIn: string[] = [];
  const admin = { cookie: target.admin };
  const saveProfile = (n: number) => {
    titles.set(n, `${label} ${n}`);
    return fetchBounded(`${base}/api/self-serve/user-info`, {
      method: 'PUT',
      headers: { ...json, cookie: target.endUser },
      body: JSON.stringify({ title: titles.get(n) }),
    });
  };
  const signIn = () =>
    fetchBounded(`${base}/api/auth/login/password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: SUPER.email, password: SUPER.password }),
    });
  const routes: LoadRoute[] = [
    { kind: 'card', send: () => fetchBounded(`${base}${target.cardPath}`) },
    { kind: 'card', send: () => fetchBounded(`${base}${target.cardPath}?src=nfc`) },
    {
      kind: 'tenants',
      send: () => fetchBounded(`${base}/api/management/tenants`, { headers: admin }),
    },
    {
      kind: 'users',
      send: () =>
        fetchBounded(`${base}/api/management/users/${target.tenantId}`, { headers: admin }),
    },
    {
      kind: 'profile',
      send: saveProfile,
      seen: (call) => {
        if (call.status === 200) saved.push(call.n);
      },
    },
    {
      kind: 'sign-in',
      send: signIn,
      seen: (call, response) => {
        if (call.status === 200) signedIn.push(cookiesOf(response));
      },
      // A sign-in's password check holds a core for 0.4 s or more (scrypt): not back to back.
      pauseMs: 1000,
    },
    { kind: 'ready', send: () => fetchBounded(`${base}/api/health/ready`) },
    {
      kind: 'scim',
      send: () =>
        fetchBounded(`${base}/scim/v2/Users?count=5`, {
          headers: { authorization: `Bearer ${target.scimToken}` },
        }),
    },
  ];
  return { routes, titles, saved, signedIn };
}
