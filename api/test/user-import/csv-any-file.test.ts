import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADDRESS_FIELDS, END_USER_FIELDS, END_USER_ROLES } from '@bizcard/shared/model';
import fc from 'fast-check';
import Papa from 'papaparse';
import { protectCell, unprotectCell } from '../../src/csv/csv-write';
import { csvHeader } from '../../src/user-import/csv-format';
import { build, type TestApp } from '../helpers/build';
import { createTenant, exportUrl, uploadCsv, uploadResult } from '../helpers/end-users';
import { SUPER, signInAdmin } from '../helpers/session';

// Any people, written as CSV any way a person's tools write it, uploaded, exported: every
// record comes back as written, or the upload is refused and nothing changes.

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const GROUPS = 2;

// NUL refuses the file (a test of its own); here it would refuse most of them.
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/** Any text as the form stores it (trimmed), of at most `max` UTF-16 units. */
const anyText = (max: number) =>
  fc
    .string({
      unit: fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constantFrom(',', ';', '\t', '"', "'", '=', '\r', '\n', '\r\n'),
        },
        { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
        { weight: 3, arbitrary: fc.constantFrom('é', 'ß', '中文', 'Ж', '😀', '\u00a0', '\u2028') },
      ),
      maxLength: Math.min(16, Math.floor(max / 2)),
    })
    .map((value) => withoutNul(value).trim());

const nonBlank = (max: number) => anyText(max).map((value) => value || 'X');

// A web address (its path any non-space characters) or none.
const webAddress = fc.oneof(
  fc.constant(''),
  fc
    .string({ unit: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), maxLength: 10 })
    .map((path) => `https://example.com/${withoutNul(path).replace(/\s/gu, '')}`),
);
// Now and then one the schema refuses, which must refuse the whole file.
const website = fc.oneof(
  { weight: 12, arbitrary: webAddress },
  { weight: 1, arbitrary: fc.constant('javascript:alert(1)') },
);

/** Each CSV column's arbitrary cell, by column title: the field registry's columns. */
function cellArbitraries(): Record<string, fc.Arbitrary<string>> {
  const cells: Record<string, fc.Arbitrary<string>> = {};
  for (const field of END_USER_FIELDS) {
    const max = 'max' in field ? field.max : 500;
    if (field.input === 'addresses' || field.input === 'email') continue;
    if (field.input === 'choice') cells[field.wire] = fc.constantFrom(...END_USER_ROLES);
    else if (field.input === 'switch') cells[field.wire] = fc.constantFrom('true', 'false');
    // Phones are stored in a canonical form of their own: left empty here.
    else if (field.input === 'tel') cells[field.wire] = fc.constant('');
    else if (field.input === 'url')
      cells[field.wire] = field.wire === 'website' ? website : webAddress;
    else cells[field.wire] = 'required' in field ? nonBlank(max) : anyText(max);
  }
  for (let group = 1; group <= GROUPS; group++) {
    for (const { key, max } of ADDRESS_FIELDS) cells[`address${group}_${key}`] = anyText(max);
  }
  return cells;
}

const person = fc.record(cellArbitraries());
const HEADER = csvHeader(GROUPS);

type Person = Record<string, string>;

/** A file as some tool writes it: delimiter, line ending per line, blank lines, encoding. */
const fileArb = fc.record({
  people: fc.array(person, { minLength: 1, maxLength: 5 }),
  delimiter: fc.constantFrom(',', ';', '\t'),
  eols: fc.array(fc.constantFrom('\r\n', '\n', '\r', '\n\n', '\r\n\r\n'), {
    minLength: 6,
    maxLength: 6,
  }),
  last: fc.constantFrom('', '\r\n', '\n', '\r'),
  encoding: fc.constantFrom('UTF-8', 'UTF-8 with BOM', 'UTF-16 LE', 'UTF-16 BE'),
});

const ENCODE: Record<string, (text: string) => Buffer> = {
  'UTF-8': (text) => Buffer.from(text, 'utf8'),
  'UTF-8 with BOM': (text) => Buffer.from(`\uFEFF${text}`, 'utf8'),
  'UTF-16 LE': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le'),
  'UTF-16 BE': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16(),
};

const emailOf = (index: number) => `person${index}@example.com`;

function writeCell(value: string, delimiter: string): string {
  const cell = protectCell(value);
  return cell.includes(delimiter) || /["\r\n]/.test(cell)
    ? `"${cell.replaceAll('"', '""')}"`
    : cell;
}

type File = typeof fileArb extends fc.Arbitrary<infer T> ? T : never;

function csvText({ people, delimiter, eols, last }: File) {
  const records = [
    HEADER,
    ...people.map((p, i) => HEADER.map((title) => (title === 'email' ? emailOf(i) : p[title]!))),
  ];
  return records
    .map((cells, i) => {
      const line = cells.map((cell) => writeCell(cell, delimiter)).join(delimiter);
      return line + (i < records.length - 1 ? eols[i % eols.length]! : last);
    })
    .join('');
}

/** What the upload must store of a person: what the form would (addresses without blanks). */
function stored(p: Person, index: number): Person {
  const record: Person = { ...p, email: emailOf(index) };
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    ADDRESS_FIELDS.map(({ key }) => record[`address${i + 1}_${key}`]!),
  ).filter((parts) => parts.some((part) => part !== ''));
  for (let group = 1; group <= GROUPS; group++) {
    const parts = groups[group - 1];
    ADDRESS_FIELDS.forEach(({ key }, k) => {
      const fallback = key === 'type' ? 'home' : key === 'country' ? 'USA' : '';
      record[`address${group}_${key}`] = parts ? parts[k] || fallback : '';
    });
  }
  return record;
}

const refusable = (people: Person[]) =>
  people.some((p) => Object.values(p).some((value) => value.startsWith('javascript:')));

describe(`Tenant Users CSV: any file, written any way (fast-check seed ${SEED})`, () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    console.log(`[property] seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    t = await build();
    cookie = await signInAdmin(t.app, SUPER);
  });
  after(() => t.close());

  const exported = async (tenant: string) => {
    const csv = (await t.app.inject({ url: exportUrl(tenant), headers: { cookie } })).body;
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    assert.deepEqual(header, HEADER);
    const people = rows.map((cells) =>
      Object.fromEntries(header!.map((title, i) => [title, unprotectCell(cells[i] ?? '')])),
    );
    return { csv, people: people.sort((a, b) => a.email!.localeCompare(b.email!)) };
  };
  const userCount = async (tenant: string) =>
    (
      await t.app.systemDb.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM end_users WHERE tenant_id = $1',
        [tenant],
      )
    ).rows[0]!.count;

  test('every record comes back as written, or the upload is refused and nothing changes', async () => {
    let run = 0;
    const outcomes = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fileArb, async (file) => {
        run += 1;
        const tenant = await createTenant(t.app, `Any file ${run}`);
        const content = new Uint8Array(ENCODE[file.encoding]!(csvText(file)));
        const response = await uploadCsv(t.app, tenant, content, { cookie });
        if (refusable(file.people)) {
          outcomes.refused += 1;
          assert.equal(response.statusCode, 400, response.body);
          assert.equal(await userCount(tenant), 0);
          return;
        }
        outcomes.stored += 1;
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(uploadResult(response).created, file.people.length, response.body);
        const { csv, people } = await exported(tenant);
        assert.deepEqual(people, file.people.map(stored));

        // The export uploaded again: every row is unchanged.
        const again = await uploadCsv(t.app, tenant, csv, { cookie });
        assert.equal(again.statusCode, 200, again.body);
        const { created, updated, unchanged } = uploadResult(again);
        assert.deepEqual([created, updated, unchanged], [0, 0, file.people.length]);
      }),
      { seed: SEED, numRuns: 40 },
    );
    console.log(`[property] ${JSON.stringify(outcomes)}`);
    assert.ok(outcomes.stored >= 10, `only ${outcomes.stored} files were stored`);
  });
});
