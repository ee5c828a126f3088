import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  DEV_CLIENT,
  type DevAccount,
  type DevProvider,
  startDevProvider,
} from '../../../scripts/oidc-dev-provider/provider.mjs';
import { build, type TestApp, type TestOptions } from './build';
import { tenantIdOf } from './end-users';
import { oidcBody, saveProvider } from './oauth-providers';
import { CALLBACK_URL, deliverCallback, signInAtProvider, startSso } from './oidc-browser';
import { SUPER, signInAdmin } from './session';

/** What a person types at the dev provider's sign-in form. */
export const loginOf = (account: DevAccount | undefined) => ({
  email: account!.claims.email,
  password: account!.password,
});

/** A stream for Fastify's logger that keeps every line in `lines`. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

export interface InitechSso {
  t: TestApp;
  idp: DevProvider;
  initechId: string;
  /** The super admin's session that saved the configuration. */
  cookie: string;
  close: () => Promise<void>;
}

/**
 * The API with Initech signing in through a dev OpenID Connect provider started for the test,
 * configured by the super admin with `clientSecret` (the provider's own secret by default).
 */
export async function startInitechSso(
  options: TestOptions = {},
  clientSecret = DEV_CLIENT.secret,
): Promise<InitechSso> {
  const idp = await startDevProvider({ redirectUris: [CALLBACK_URL] });
  const t = await build(options);
  const initechId = await tenantIdOf(t.app, 'Initech');
  const cookie = await signInAdmin(t.app, SUPER);
  const body = oidcBody(idp.issuer, { client_id: DEV_CLIENT.id, client_secret: clientSecret });
  const saved = await saveProvider(t.app, cookie, initechId, body);
  assert.equal(saved.statusCode, 201, saved.body);
  return {
    t,
    idp,
    initechId,
    cookie,
    close: async () => {
      await t.close();
      await idp.close();
    },
  };
}

/** Start with `body`, sign in at the provider as `account`, come back: the callback's answer. */
export async function signInThroughProvider(
  app: FastifyInstance,
  body: Record<string, unknown>,
  account: DevAccount | undefined,
) {
  const start = await startSso(app, body);
  assert.equal(start.response.statusCode, 200, start.response.body);
  const callback = await signInAtProvider(start.redirectUrl, loginOf(account));
  return deliverCallback(app, callback, start.cookie);
}
