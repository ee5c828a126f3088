// The fault bench's client: HTTPS to nginx with the test's own certificate, kept-alive
// connections as a browser keeps them, and every failure turned into an answer (its kind)
// instead of an exception, so that a load loop counts it and goes on.
import { Agent, request } from 'node:https';

const TIMEOUT_MS = 30_000;

/**
 * A `send(path, options)` to `origin` that resolves with `{ status, headers, body, ms }`, or
 * `{ error, ms }` where `error` names what went wrong: a connection reset, a timeout, an
 * answer cut short.
 */
export function httpsClient(origin, ca) {
  const agent = new Agent({ keepAlive: true, ca, maxSockets: 64 });
  const send = (path, { method = 'GET', headers = {}, body, timeoutMs = TIMEOUT_MS } = {}) => {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    return new Promise((resolve) => {
      const failed = (error) => resolve({ error: error.code ?? error.message, ms: elapsed() });
      const req = request(new URL(path, origin), { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          if (!res.complete) return failed(new Error('answer cut short'));
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode, headers: res.headers, body: text, ms: elapsed() });
        });
      });
      req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(), { code: 'timeout' })));
      req.on('error', failed);
      req.end(body);
    });
  };
  send.close = () => agent.destroy();
  return send;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
export const cookiesOf = (answer) =>
  (answer.headers?.['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** A JSON body's request options, sent from `origin` (the API refuses bodies from others). */
export const jsonBody = (origin, value, extra = {}) => ({
  headers: { 'content-type': 'application/json', origin, ...extra },
  body: JSON.stringify(value),
});

/** A multipart form's request options, encoded as fetch encodes it. */
export async function formBody(origin, form, extra = {}) {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type');
  return {
    headers: { 'content-type': type, 'content-length': body.length, origin, ...extra },
    body,
  };
}

/** What went wrong with an answer, or null when it is `expected`: '502', 'ECONNRESET'… */
export const failureOf = (answer, expected = 200) =>
  answer.error ?? (answer.status === expected ? null : String(answer.status));
