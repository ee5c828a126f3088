import type { BatchDetail } from '@bizcard/shared/model';
import { build, type TestApp } from '../../helpers/build';
import { tenantIdOf } from '../../helpers/end-users';
import { SUPER, signInAdmin } from '../../helpers/session';
import { batchForm } from './batch-files';

/** The public address cards are served from in these tests. */
export const BASE = 'https://cards.example.com';

/** Three new people of Acme, as a CSV. */
export const PEOPLE = [
  'First Name,Last Name,Email,Title',
  'Olivia,Bennett,olivia.order@acme.example.com,Engineer',
  'Ethan,Cole,ethan.order@acme.example.com,Designer',
  'Mia,Johansson,mia.order@acme.example.com,',
].join('\n');

export const batchesUrl = (tenantId: string, rest = '') =>
  `/api/management/batches/${tenantId}${rest}`;

/** The API serving cards from BASE, the super admin signed in, and the calls of the Batches screen. */
export async function startBatchTests() {
  const t = await build({ config: { publicAppUrl: BASE } });
  const cookie = await signInAdmin(t.app, SUPER);
  const acme = await tenantIdOf(t.app, 'Acme Corporation');
  const globex = await tenantIdOf(t.app, 'Globex');
  return { t, acme, globex, api: batchCalls(t, cookie, acme) };
}

export type BatchCalls = ReturnType<typeof batchCalls>;

function batchCalls(t: TestApp, cookie: string, acme: string) {
  const get = (path: string) => t.app.inject({ url: path, headers: { cookie } });
  return {
    get,
    upload: (name: string, content: Buffer, fileName = 'people.csv', tenantId = acme) =>
      t.app.inject({
        method: 'POST',
        url: batchesUrl(tenantId),
        payload: batchForm({ name, file: { name: fileName, content } }),
        headers: { cookie },
      }),
    post: (path: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: path, payload, headers: { cookie } }),
    patch: (path: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: path, payload, headers: { cookie } }),
    /** The encoder's result file, uploaded as the Batch detail's button does. */
    sendResult: (tenantId: string, batchId: string, content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)], { type: 'text/csv' }), 'encoded.csv');
      return t.app.inject({
        method: 'POST',
        url: batchesUrl(tenantId, `/${batchId}/encoder-result`),
        payload: form,
        headers: { cookie },
      });
    },
    count: async (sql: string, params: unknown[] = []) => {
      const { rows } = await t.app.systemDb.query<{ n: string | number }>(sql, params);
      return Number(rows[0]!.n);
    },
    cardsOf: async (tenantId: string, batchId: string) =>
      (await get(batchesUrl(tenantId, `/${batchId}?limit=10000`))).json<BatchDetail>(),
    slugOf: async (email: string) =>
      (
        await t.app.systemDb.query<{ card_slug: string }>(
          'SELECT card_slug FROM end_users WHERE email = $1',
          [email],
        )
      ).rows[0]!.card_slug,
  };
}
