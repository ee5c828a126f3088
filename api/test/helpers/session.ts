import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_ADMINS, DEMO_END_USER } from '../../src/db/seed-people';

export const SUPER = DEMO_ADMINS.superAdmin;
export const CLIENT = DEMO_ADMINS.clientAdmin;
export const USER = DEMO_END_USER;

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function signInAdmin(
  app: FastifyInstance,
  who: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/password',
    payload: { email: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieHeader(response);
}

export async function signInEndUser(
  app: FastifyInstance,
  who: { email: string; password: string } = USER,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/self-serve-login',
    payload: { email: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieHeader(response);
}

/** The `token` query parameter of a link. */
export function tokenOf(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
