// The fault bench's load through nginx: card views, Tenant Users lists, admin sign-ins and
// self-serve profile saves in loops for the whole run, and one 100,000-row Tenant Users CSV
// upload started a few seconds in. Every answer is counted by route and kind; what the client
// saw acknowledged (sessions, saved titles, the upload) is kept for the database checks.
import { PHONE_BROWSER } from '../card-fixture.mjs';
import { cookiesOf, failureOf, formBody, jsonBody } from './https-client.mjs';

const CARD_WORKERS = 4;
const LIST_WORKERS = 2;
const SIGN_IN_PAUSE_MS = 200;
const SAVE_PAUSE_MS = 100;
export const ADMINS = [
  { email: 'super@example.com', password: 'demo-super-pass' },
  { email: 'client@example.com', password: 'demo-client-pass' },
];
export const END_USER = { email: 'user@example.com', password: 'demo-user-pass' };
export const ROUTES = ['card view', 'users list', 'sign-in', 'profile save', 'CSV upload'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function newTally() {
  const tally = Object.fromEntries(ROUTES.map((route) => [route, { requests: 0, failures: {} }]));
  const count = (route, answer, expected) => {
    const entry = tally[route];
    entry.requests += 1;
    const failure = failureOf(answer, expected);
    if (failure) entry.failures[failure] = (entry.failures[failure] ?? 0) + 1;
    return !failure;
  };
  return { tally, count };
}

/** The session id of a sign-in's answer (its Set-Cookie `__Host-sid`, or `sid`). */
const sessionIdOf = (answer) => /(?:^|; )(?:__Host-)?sid=([^;]+)/.exec(cookiesOf(answer))?.[1];

/**
 * Runs the load for `durationMs`; resolves with the tally, the card views' times, what was
 * acknowledged, and `uploading`, the upload's promise, which may outlast the load. `fixture`: `{ origin, adminCookie, endUserCookie, listTenantId, cardPaths,
 * upload: { tenantId, csv, atMs } }`. `onUpload(promise)` is told when the upload starts.
 */
export async function mixedLoad(send, fixture, durationMs, onUpload = () => undefined) {
  const { origin, adminCookie, endUserCookie, listTenantId, cardPaths, upload } = fixture;
  const { tally, count } = newTally();
  const cardMs = [];
  const acknowledged = { sessionIds: [], titles: [], sentTitles: [], upload: null };
  const started = performance.now();
  const running = () => performance.now() - started < durationMs;

  const cardViews = async (worker) => {
    for (let n = worker; running(); n += CARD_WORKERS) {
      const path = cardPaths[n % cardPaths.length];
      const answer = await send(path, { headers: { 'user-agent': PHONE_BROWSER } });
      if (count('card view', answer)) cardMs.push(answer.ms);
    }
  };
  const lists = async () => {
    while (running()) {
      const path = `/api/management/users/${listTenantId}`;
      count('users list', await send(path, { headers: { cookie: adminCookie } }));
    }
  };
  const signIns = async () => {
    for (let n = 0; running(); n++) {
      const body = jsonBody(origin, ADMINS[n % ADMINS.length]);
      const answer = await send('/api/auth/login/password', { method: 'POST', ...body });
      if (count('sign-in', answer)) acknowledged.sessionIds.push(sessionIdOf(answer));
      await sleep(SIGN_IN_PAUSE_MS);
    }
  };
  const saves = async () => {
    for (let n = 0; running(); n++) {
      const title = `Fault bench save ${n}`;
      acknowledged.sentTitles.push(title);
      const body = jsonBody(origin, { title }, { cookie: endUserCookie });
      const answer = await send('/api/self-serve/user-info', { method: 'PUT', ...body });
      if (count('profile save', answer)) acknowledged.titles.push(title);
      await sleep(SAVE_PAUSE_MS);
    }
  };
  const csvUpload = async () => {
    await sleep(upload.atMs);
    const form = new FormData();
    form.append('csvFile', new Blob([upload.csv], { type: 'text/csv' }), 'users.csv');
    const body = await formBody(origin, form, { cookie: adminCookie });
    const path = `/api/management/users/${upload.tenantId}/csv/csv-upload`;
    const uploadStarted = performance.now();
    const answer = send(path, { method: 'POST', timeoutMs: 170_000, ...body });
    onUpload(answer);
    const answered = await answer;
    const ok = count('CSV upload', answered);
    const seconds = Math.round(performance.now() - uploadStarted) / 1000;
    acknowledged.upload = { ok, status: answered.status ?? answered.error, seconds };
    if (ok) acknowledged.upload.created = JSON.parse(answered.body).created;
  };

  const uploading = csvUpload();
  await Promise.all([
    ...Array.from({ length: CARD_WORKERS }, (_, worker) => cardViews(worker)),
    ...Array.from({ length: LIST_WORKERS }, lists),
    signIns(),
    saves(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  return { tally, cardMs, acknowledged, seconds, uploading };
}
