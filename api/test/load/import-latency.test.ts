import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CsvUploadResponse } from '@bizcard/shared/model';
import { build, type TestApp } from '../helpers/build';
import { createTenant, manyUsersCsv, uploadCsv } from '../helpers/end-users';
import { CLIENT, SUPER, signInAdmin } from '../helpers/session';

const ROWS = 100_000;
// The median sign-in beside a running upload waits at most this much longer than one on an
// idle API. The added wait is what an import that starves others shows (5.7 s when one
// transaction held PGlite's only connection); a sign-in's own cost (scrypt, ~300 ms) and the
// tail of the spread vary with the machine's load, so those are printed, not asserted.
const ADDED_WAIT_BUDGET_MS = 500;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1]!;

describe(`a ${ROWS.toLocaleString('en-US')}-row user upload on ${database}`, () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
    tenant = await createTenant(t.app, 'Big Import');
  });
  after(() => t.close());

  test(`another tenant's admin signs in at most ${ADDED_WAIT_BUDGET_MS} ms slower while it runs`, async () => {
    const idle: number[] = [];
    for (let i = 0; i < 3; i++) idle.push(await timedSignIn());

    let uploading = true;
    const upload = uploadCsv(t.app, tenant, manyUsersCsv(ROWS), { cookie }).finally(() => {
      uploading = false;
    });
    const during: number[] = [];
    while (uploading) {
      await sleep(250);
      if (uploading) during.push(await timedSignIn());
    }
    const response = await upload;
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<CsvUploadResponse>().created, ROWS);

    console.log(
      `# [load] sign-in on ${database}: idle median ${percentile(idle, 50)} ms; during the ` +
        `upload median ${percentile(during, 50)} ms, p90 ${percentile(during, 90)} ms, ` +
        `max ${Math.max(...during)} ms over ${during.length} sign-ins`,
    );
    assert.ok(during.length >= 3, 'the upload ended before three sign-ins could be timed');
    const addedWait = percentile(during, 50) - percentile(idle, 50);
    assert.ok(
      addedWait <= ADDED_WAIT_BUDGET_MS,
      `the median sign-in during the upload is ${addedWait} ms slower than the idle median`,
    );
  });

  async function timedSignIn(): Promise<number> {
    const start = performance.now();
    await signInAdmin(t.app, CLIENT);
    return Math.round(performance.now() - start);
  }
});
