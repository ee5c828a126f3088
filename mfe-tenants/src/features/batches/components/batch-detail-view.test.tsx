import type { BatchRejected } from '@bizcard/shared/model';
import { captureDownloads, type SavedDownload } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  BATCH_ID,
  BATCH_URL,
  currentPath,
  JSON_HEADERS,
  makeBatch,
  makeCard,
  makeDetail,
  renderBatches,
  replyWithBatches,
  replyWithDetail,
  setUpApi,
} from '../test-utils';

setUpApi();

let saved: SavedDownload[];
beforeEach(() => {
  saved = captureDownloads();
});

async function openBatch() {
  renderBatches(`/tenants/batches/${BATCH_ID}`);
  return screen.findByRole('table');
}

const facts = () => screen.getByLabelText('About this batch');
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const encoded = makeDetail([
  makeCard(1, { chip_uid: '04A1B2C3D4E5F6' }),
  makeCard(2, { chip_uid: '04FFEEDDCCBBAA' }),
]);
encoded.batch = makeBatch({ status: 'encoded', encoded_count: 2 });

describe('a batch', () => {
  it('lists its people with their card addresses, chip UIDs and card states', async () => {
    replyWithDetail(
      makeDetail([
        makeCard(1, { state: 'blocked', chip_uid: '04000000000001' }),
        makeCard(2),
        makeCard(1, { row_number: 4, chip_uid: '04A1B2C3D4E5F6' }),
      ]),
    );
    const table = await openBatch();

    expect(screen.getByRole('heading', { name: 'Q1 New Hires' })).toBeInTheDocument();
    expect(facts()).toHaveTextContent(/Status\s*Ready for encoding/);
    expect(facts()).toHaveTextContent(/People\s*3/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Card address', 'Chip UID', 'Card state', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    const person1 = ['Person 1', 'person1@acme.example', 'http://localhost:8080/c/person-1'];
    expect(rows.map(cellsOf)).toEqual([
      // Replaced already (its replacement is row 4): nothing more to do with it.
      [...person1, '04000000000001', 'Blocked', ''],
      [
        'Person 2',
        'person2@acme.example',
        'http://localhost:8080/c/person-2',
        'Not encoded',
        'Active',
        'Block card',
      ],
      [...person1, '04A1B2C3D4E5F6', 'Active', 'Block card'],
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'http://localhost:8080/c/person-1' }),
    ).toHaveAttribute('href', 'http://localhost:8080/c/person-1');
  });

  it("says 'Batch not found.' for an id the tenant does not have, with the way back", async () => {
    nock(API).get(BATCH_URL).query(true).reply(404, { message: 'Batch not found' }, JSON_HEADERS);
    renderBatches(`/tenants/batches/${BATCH_ID}`);

    expect(await screen.findByText('Batch not found.')).toBeInTheDocument();
    replyWithBatches([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Batches' }));
    expect(currentPath()).toBe('/tenants/batches');
  });
});

describe("the encoder's files", () => {
  it("'Download encoding file' saves the API's CSV under the batch's name", async () => {
    replyWithDetail();
    const csv =
      'Name,Email,Card URL,NDEF Record (hex)\r\nPerson 1,p@acme.example,http://x/c/p?src=nfc,D1\r\n';
    nock(API).get(`${BATCH_URL}/encoding.csv`).reply(200, csv, { 'content-type': 'text/csv' });
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Download encoding file' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('q1-new-hires-encoding.csv');
    expect(await saved[0]!.blob.text()).toBe(csv);
  });

  it("'Only cards awaiting a chip' downloads just the cards without a UID (replacements)", async () => {
    replyWithDetail();
    nock(API)
      .get(`${BATCH_URL}/encoding.csv`)
      .query({ awaiting: 'true' })
      .reply(200, 'Name,Email,Card URL,NDEF Record (hex)\r\n', { 'content-type': 'text/csv' });
    await openBatch();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only cards awaiting a chip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download encoding file' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('q1-new-hires-encoding-awaiting.csv');
  });

  it("'Download QR sheet' asks for the paper chosen, A4 or US Letter", async () => {
    replyWithDetail();
    nock(API)
      .get(`${BATCH_URL}/qr-sheet.pdf`)
      .query({ paper: 'letter' })
      .reply(200, '%PDF-1.7', { 'content-type': 'application/pdf' });
    await openBatch();
    const paper = screen.getByRole('combobox', { name: 'QR sheet paper' });
    expect(
      within(paper)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A4', 'US Letter']);

    await userEvent.selectOptions(paper, 'US Letter');
    await userEvent.click(screen.getByRole('button', { name: 'Download QR sheet' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('q1-new-hires-qr-sheet-letter.pdf');
  });

  it('says so when a download fails', async () => {
    replyWithDetail();
    nock(API)
      .get(`${BATCH_URL}/encoding.csv`)
      .reply(409, { message: 'The batch has no cards to encode' }, JSON_HEADERS);
    await openBatch();

    await userEvent.click(screen.getByRole('button', { name: 'Download encoding file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download the file: The batch has no cards to encode',
    );
    expect(saved).toHaveLength(0);
  });
});

describe("the encoder's result", () => {
  const file = new File(['Card URL,Chip UID\r\nhttp://x/c/p,04A1\r\n'], 'result.csv', {
    type: 'text/csv',
  });

  it('records the chips, shows the batch Encoded and the UIDs', async () => {
    replyWithDetail();
    let body = '';
    nock(API)
      .post(`${BATCH_URL}/encoder-result`, (sent) => {
        body = String(sent);
        return true;
      })
      .reply(200, { batch: encoded.batch, recorded: 2 }, JSON_HEADERS);
    replyWithDetail(encoded);
    await openBatch();

    await userEvent.upload(screen.getByLabelText('Encoder result file'), file);

    expect(await screen.findByText('Encoder result uploaded: 2 chips recorded.')).toBeVisible();
    expect(body).toMatch(/name="file"; filename="result.csv"/);
    expect(facts()).toHaveTextContent(/Status\s*Encoded/);
    await waitFor(() => expect(cellsOf(rowOf('Person 2'))[3]).toBe('04FFEEDDCCBBAA'));
  });

  it('lists the rows the API refused and records nothing', async () => {
    const refused: BatchRejected = {
      message: 'The file has 1 row with errors; nothing was recorded',
      error_count: 1,
      errors: [{ row: 2, field: 'card_url', message: 'This card URL is not in the batch' }],
    };
    replyWithDetail();
    nock(API).post(`${BATCH_URL}/encoder-result`).reply(400, refused, JSON_HEADERS);
    await openBatch();

    await userEvent.upload(screen.getByLabelText('Encoder result file'), file);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to upload encoder result: ${refused.message}`);
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Row 2, card_url: This card URL is not in the batch',
    );
  });

  it("refuses a file that is not a CSV with 'Please select a CSV file'", async () => {
    replyWithDetail();
    await openBatch();

    await userEvent.upload(
      screen.getByLabelText('Encoder result file'),
      new File(['x'], 'result.xlsx'),
      { applyAccept: false },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a CSV file');
  });
});
