import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../src/auth/sessions';
import { build, type TestApp } from '../helpers/build';
import { createTenant, uploadCsv } from '../helpers/end-users';
import { batchForm, xlsxFile } from '../routes/batches/batch-files';
import { unzip, zip } from './zip-entries';

// Every run prints its seed; FUZZ_SEED=<seed> replays it (fast-check also prints the path).
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = 100;
// A request that never answers fails its run after `timeout`; the whole property stops, and
// fails, after `interruptAfterTimeLimit`, shrinking included.
const fuzzParameters = {
  seed: SEED,
  numRuns: RUNS,
  timeout: 10_000,
  interruptAfterTimeLimit: 50_000,
  markInterruptAsFailure: true,
};

// ---- A valid people table, written as CSV in some encoding ----

const EXTRA_COLUMNS = ['title', 'company', 'phone_work', 'address1_city', 'notes'];
const NAMES = ['Ann', 'Zoë', "O'Neil", 'Jo, Jr.', '=SUM(A1)', 'Łukasz', '李', '"Q"', ' '];

interface Table {
  header: string[];
  rows: string[][];
}

const tableArb: fc.Arbitrary<Table> = fc
  .record({
    extras: fc.subarray(EXTRA_COLUMNS),
    unknown: fc.nat({ max: 300 }),
    people: fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 })), {
      minLength: 1,
      maxLength: 30,
    }),
    tag: fc.nat({ max: 20 }),
  })
  .map(({ extras, unknown, people, tag }) => {
    const others = [...extras, ...Array.from({ length: unknown }, (_, i) => `extra_${i}`)];
    return {
      header: ['first_name', 'last_name', 'email', ...others],
      rows: people.map(([first, last], i) => [
        first.trim() || 'Ann',
        last.trim() || 'Lee',
        // Emails repeat across runs, so some uploads update users an earlier run created.
        `p${i}.t${tag}@fuzz.example.com`,
        ...others.map((_, j) => (j % 3 === 0 ? last : '')),
      ]),
    };
  });

const quote = (cell: string) => (/[",\r\n']/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csvText = ({ header, rows }: Table, eol: string) =>
  [header, ...rows].map((cells) => cells.map(quote).join(',')).join(eol) + eol;

const ENCODINGS: Record<string, (text: string) => Buffer> = {
  utf8: (text) => Buffer.from(text, 'utf8'),
  utf8Bom: (text) => Buffer.from(`\uFEFF${text}`, 'utf8'),
  latin1: (text) => Buffer.from(text, 'latin1'),
  utf16le: (text) => Buffer.from(`\uFEFF${text}`, 'utf16le'),
  utf16be: (text) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16(),
};

// ---- Damage: byte flips, truncation, insertions, deletions, repeats ----

const textBytes = (tokens: string[]) =>
  fc.constantFrom(...tokens).map((token) => Buffer.from(token, 'utf8'));
const CSV_TOKENS = ['"', '""', ',', ';', '\t', '\n', '\r', '\r\n', '\0', "'=", '\uFEFF', '\u2028'];
const XML_TOKENS = ['<', '>', '&', '&#0;', '_x0000_', ']]>', '<v>999999</v>', '<c r="ZZZ9"/>', '"'];
const anyBytes = fc.oneof(
  // Not UTF-8: a lone continuation byte, a cut sequence, a surrogate, 0xFF 0xFE, NUL.
  fc.constantFrom([0x80], [0xc3], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0]).map((b) => Buffer.from(b)),
  fc.uint8Array({ minLength: 1, maxLength: 16 }).map((b) => Buffer.from(b)),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => Buffer.alloc(n, 'x')),
  fc.integer({ min: 100, max: 5_000 }).map((n) => Buffer.alloc(n, ',')),
);

type Mutation =
  | { kind: 'flip'; at: number; mask: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'insert'; at: number; bytes: Buffer }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'repeat'; at: number; length: number; times: number };

function mutationsArb(tokens: string[]): fc.Arbitrary<Mutation[]> {
  const at = fc.nat();
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at, mask: fc.integer({ min: 1, max: 255 }) }),
    fc.record({ kind: fc.constant('truncate' as const), at }),
    fc.record({
      kind: fc.constant('insert' as const),
      at,
      bytes: fc.oneof(textBytes(tokens), anyBytes),
    }),
    fc.record({
      kind: fc.constant('delete' as const),
      at,
      length: fc.integer({ min: 1, max: 64 }),
    }),
    fc.record({
      kind: fc.constant('repeat' as const),
      at,
      length: fc.integer({ min: 1, max: 200 }),
      times: fc.integer({ min: 2, max: 2_000 }),
    }),
  );
  return fc.array(mutation, { maxLength: 4 });
}

function mutate(input: Buffer, mutation: Mutation): Buffer {
  const i = mutation.at % (input.length + 1);
  const [head, tail] = [input.subarray(0, i), input.subarray(i)];
  switch (mutation.kind) {
    case 'flip': {
      const out = Buffer.from(input);
      if (out.length > 0) out[i % out.length]! ^= mutation.mask;
      return out;
    }
    case 'truncate':
      return Buffer.from(head);
    case 'insert':
      return Buffer.concat([head, mutation.bytes, tail]);
    case 'delete':
      return Buffer.concat([head, tail.subarray(mutation.length)]);
    case 'repeat': {
      const piece = tail.subarray(0, mutation.length);
      return Buffer.concat([head, ...Array<Buffer>(mutation.times).fill(piece), tail]);
    }
  }
}

const applyAll = (input: Buffer, mutations: Mutation[]) => mutations.reduce(mutate, input);

function describeMutation(mutation: Mutation): string {
  const { kind, at } = mutation;
  if (kind === 'flip') return `flip@${at}^${mutation.mask}`;
  if (kind === 'insert') {
    const head = mutation.bytes.subarray(0, 8).toString('hex');
    return `insert@${at}(${mutation.bytes.length} B ${head}…)`;
  }
  if (kind === 'delete') return `delete@${at}(${mutation.length})`;
  if (kind === 'repeat') return `repeat@${at}(${mutation.length}×${mutation.times})`;
  return `truncate@${at}`;
}

/** A file to upload, shown in a failure report by how it was made rather than byte by byte. */
interface Sample {
  ext: string;
  content: Promise<Buffer>;
  [fc.toStringMethod]: () => string;
}

function sample(
  ext: string,
  content: Promise<Buffer>,
  made: string,
  mutations: Mutation[],
): Sample {
  const damage = mutations.map(describeMutation).join(', ') || 'none';
  return { ext, content, [fc.toStringMethod]: () => `${made}, damage: ${damage}, as .${ext}` };
}

const describeTable = ({ header, rows }: Table) => `${rows.length} rows × ${header.length} columns`;

const csvArb: fc.Arbitrary<Sample> = fc
  .record({
    table: tableArb,
    eol: fc.constantFrom('\n', '\r\n'),
    encoding: fc.constantFrom(...Object.keys(ENCODINGS)),
    mutations: mutationsArb(CSV_TOKENS),
  })
  .map(({ table, eol, encoding, mutations }) => {
    const bytes = applyAll(ENCODINGS[encoding]!(csvText(table, eol)), mutations);
    const made = `CSV of ${describeTable(table)}, ${encoding}, ${JSON.stringify(eol)}`;
    return sample('csv', Promise.resolve(bytes), made, mutations);
  });

// ---- XLSX: damage the archive, or the XML inside an archive that is itself sound ----

const PARTS = ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/workbook.xml'];
const xlsxArb = fc
  .record({
    table: tableArb,
    // Cells of any code point, control characters and NUL included.
    cells: fc.array(fc.string({ unit: 'binary' }), { maxLength: 3 }),
    damage: fc.oneof(
      fc.record({ part: fc.constant(null), mutations: mutationsArb(CSV_TOKENS) }),
      fc.record({ part: fc.constantFrom(...PARTS), mutations: mutationsArb(XML_TOKENS) }),
    ),
    // Sometimes under a CSV name.
    ext: fc.constantFrom('xlsx', 'XLSX', 'csv'),
  })
  .map(({ table, cells, damage, ext }) => {
    const rows = table.rows.map((row, i) =>
      i === 0 ? [...cells, ...row.slice(cells.length)] : row,
    );
    const content = xlsxFile([table.header, ...rows]).then((bytes) => {
      if (!damage.part) return applyAll(bytes, damage.mutations);
      const entries = unzip(bytes).map((entry) =>
        entry.name === damage.part
          ? { ...entry, data: applyAll(entry.data, damage.mutations) }
          : entry,
      );
      return zip(entries);
    });
    const made = `XLSX of ${describeTable(table)}, first cells ${JSON.stringify(cells)}, damaged in ${damage.part ?? 'the archive'}`;
    return sample(ext, content, made, damage.mutations);
  });

// ---- What every answer must be ----

function assertAnswerShape(response: LightMyRequestResponse): void {
  assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode < 400) return;
  assert.match(String(response.headers['content-type']), /^application\/json/);
  const { message } = response.json<{ message?: unknown }>();
  assert.equal(typeof message, 'string', response.body.slice(0, 300));
  assert.notEqual(String(message).trim(), '', 'empty message');
}

describe(`importers under damaged files (fast-check seed ${SEED})`, { timeout: 150_000 }, () => {
  let t: TestApp;
  let cookie: string;
  let tenant: string;
  before(async () => {
    console.log(`[fuzz] seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    t = await build();
    const { rows } = await t.app.systemDb.query<{ id: string }>(
      "SELECT id FROM admin_users WHERE role = 'superAdmin'",
    );
    // A session straight into the store: sign-in throttling is not what this test exercises.
    const superAdmin = { type: 'admin' as const, id: rows[0]!.id };
    cookie = `sid=${await createSession(t.app.db, superAdmin, t.app.clock())}`;
    tenant = await createTenant(t.app, 'Fuzz Tenant');
    const seeded = await uploadCsv(t.app, tenant, 'first_name,last_name,email\nAnn,Lee,a@x.com\n', {
      cookie,
    });
    assert.equal(seeded.statusCode, 200, seeded.body);
  });
  after(() => t.close());

  /** Every stored column of every user of the tenant, as one digest. */
  const usersState = async () =>
    (
      await t.app.systemDb.query<{ count: number; digest: string }>(
        `SELECT count(*)::int AS count, coalesce(md5(string_agg(u::text, '|' ORDER BY u.id)), '')
           AS digest FROM end_users u WHERE u.tenant_id = $1`,
        [tenant],
      )
    ).rows[0]!;

  test('users CSV upload: no 5xx, refusals are 4xx with a message and change no user', async () => {
    const outcomes: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(csvArb, async (file) => {
        const before = await usersState();
        const content = new Uint8Array(await file.content);
        const response = await uploadCsv(t.app, tenant, content, { cookie });
        outcomes[response.statusCode] = (outcomes[response.statusCode] ?? 0) + 1;
        assertAnswerShape(response);
        const afterwards = await usersState();
        if (response.statusCode >= 400) {
          assert.deepEqual(afterwards, before, 'a refused upload changed the users');
        } else {
          const { created } = response.json<{ created: number }>();
          assert.equal(afterwards.count, before.count + created);
        }
      }),
      fuzzParameters,
    );
    console.log(`[fuzz] users CSV upload, ${RUNS} runs: ${JSON.stringify(outcomes)}`);
  });

  const batchCounts = async (name: string) =>
    (
      await t.app.systemDb.query<{ named: number; batches: number; rows: number }>(
        `SELECT (SELECT count(*)::int FROM batches WHERE tenant_id = $1 AND name = $2) AS named,
           (SELECT count(*)::int FROM batches) AS batches,
           (SELECT count(*)::int FROM batch_rows) AS rows`,
        [tenant, name],
      )
    ).rows[0]!;

  const uploadBatch = (name: string, fileName: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/management/batches/${tenant}`,
      payload: batchForm({ name, file: { name: fileName, content } }),
      headers: { cookie },
    });
  const soundWorkbook = () =>
    xlsxFile([
      ['First Name', 'Last Name', 'Email'],
      ['Ann', 'Lee', 'ann@example.com'],
    ]);

  test('a sound workbook unzipped and zipped again by this file is still accepted', async () => {
    const response = await uploadBatch(
      'rezipped',
      'people.xlsx',
      zip(unzip(await soundWorkbook())),
    );
    assert.equal(response.statusCode, 201, response.body);
  });

  test('reads a sound workbook whose entries are stored uncompressed every time', async () => {
    const content = zip(unzip(await soundWorkbook()), 0);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await uploadBatch(`stored ${i}`, 'p.xlsx', content)).statusCode);
    }
    assert.deepEqual(statuses, Array(20).fill(201));
  });

  test('batch upload: no 5xx, refusals are 4xx with a message and store no batch', async () => {
    const outcomes: Record<number, number> = {};
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(csvArb, xlsxArb), async (file) => {
        run += 1;
        const name = `fuzz batch ${run}`;
        const before = await batchCounts(name);
        const response = await uploadBatch(name, `people.${file.ext}`, await file.content);
        outcomes[response.statusCode] = (outcomes[response.statusCode] ?? 0) + 1;
        assertAnswerShape(response);
        const afterwards = await batchCounts(name);
        if (response.statusCode >= 400) {
          assert.deepEqual(afterwards, before, 'a refused batch left rows behind');
        } else {
          const { row_count } = response.json<{ row_count: number }>();
          assert.deepEqual(afterwards, {
            named: 1,
            batches: before.batches + 1,
            rows: before.rows + row_count,
          });
        }
      }),
      fuzzParameters,
    );
    console.log(`[fuzz] batch upload, ${RUNS} runs: ${JSON.stringify(outcomes)}`);
  });
});
