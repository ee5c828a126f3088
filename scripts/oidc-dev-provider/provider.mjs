// A real OpenID Connect provider (oidc-provider) on loopback, standing in for a tenant's
// directory: the API tests, the end-to-end journeys and `npm run sso-demo` sign people in
// through it. One confidential client, two accounts, a sign-in page that checks passwords,
// consent granted at once (a first-party app), and a loopback-only endpoint that changes an
// account's claims, as a directory edit would.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { loginPage } from './login-page.mjs';

export const DEV_CLIENT = { id: 'bizcard-dev', secret: 'bizcard-dev-secret-not-for-production' };

/** The directory's people, by subject. Emails are of the demo tenant Initech's domain. */
export const DEV_ACCOUNTS = [
  {
    sub: 'initech-0001',
    password: 'peter-initech',
    claims: {
      email: 'peter.gibbons@initech.example.com',
      email_verified: true,
      given_name: 'Peter',
      family_name: 'Gibbons',
      name: 'Peter Gibbons',
      job_title: 'Software Engineer',
      phone_number: '+1 512 555 0147',
    },
  },
  {
    sub: 'initech-0002',
    password: 'nina-initech',
    claims: {
      email: 'nina.kowalski@initech.example.com',
      email_verified: true,
      given_name: 'Nina',
      family_name: 'Kowalski',
      name: 'Nina Kowalski',
      job_title: 'Director of Engineering',
      phone_number: '+1 512 555 0199',
    },
  },
];

const readForm = async (req) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
};

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'dev-1', use: 'sig', alg: 'RS256' };
}

/**
 * Starts the provider; `port` 0 picks a free one. `redirectUris` are the client's allowed
 * callbacks. Returns the issuer, the accounts (whose claims `setClaims` changes) and `close`.
 */
export async function startDevProvider({ port = 0, host = '127.0.0.1', redirectUris }) {
  const accounts = new Map(DEV_ACCOUNTS.map((account) => [account.sub, structuredClone(account)]));
  let provider;
  const server = createServer((req, res) => route(req, res).catch((error) => fail(res, error)));
  await new Promise((resolve) => server.listen(port, host, resolve));
  const issuer = `http://${host}:${server.address().port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT.id,
        client_secret: DEV_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: ['dev-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'job_title'],
      phone: ['phone_number'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account.claims }) };
    },
  });

  async function route(req, res) {
    const url = new URL(req.url, issuer);
    const interaction = url.pathname.match(/^\/interaction\/([^/]+)$/);
    if (interaction && req.method === 'GET') return showInteraction(req, res);
    if (interaction && req.method === 'POST') return submitLogin(req, res);
    const account = url.pathname.match(/^\/dev\/accounts\/([^/]+)$/);
    if (account && req.method === 'PUT') return changeClaims(req, res, account[1]);
    return provider.callback()(req, res);
  }

  async function showInteraction(req, res) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent') return grantConsent(req, res, details);
    return sendPage(
      res,
      loginPage({ action: `/interaction/${details.uid}`, hint: details.params.login_hint }),
    );
  }

  async function submitLogin(req, res) {
    const details = await provider.interactionDetails(req, res);
    const form = await readForm(req);
    const email = String(form.get('email') ?? '')
      .trim()
      .toLowerCase();
    const account = [...accounts.values()].find((candidate) => candidate.claims.email === email);
    if (!account || account.password !== form.get('password')) {
      const error = 'Wrong email or password.';
      return sendPage(
        res,
        loginPage({ action: `/interaction/${details.uid}`, hint: email, error }),
        401,
      );
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  async function grantConsent(req, res, { prompt, params, session, grantId }) {
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    const missing = prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const consent = { grantId: await grant.save() };
    await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
  }

  async function changeClaims(req, res, sub) {
    const account = accounts.get(decodeURIComponent(sub));
    if (!account) return sendJson(res, 404, { message: 'No such account' });
    account.claims = { ...account.claims, ...(await readJsonBody(req)) };
    return sendJson(res, 200, account.claims);
  }

  return {
    issuer,
    setClaims: (sub, claims) => {
      const account = accounts.get(sub);
      account.claims = { ...account.claims, ...claims };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

async function readJsonBody(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}

function sendPage(res, html, status = 200) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function fail(res, error) {
  if (res.headersSent) return res.end();
  sendJson(res, 400, { message: String(error?.message ?? error) });
}
