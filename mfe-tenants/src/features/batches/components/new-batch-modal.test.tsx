import type { BatchRejected, BatchUploadResult } from '@bizcard/shared/model';
import { ACME } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  BATCH_ID,
  BATCHES_URL,
  currentPath,
  JSON_HEADERS,
  makeBatch,
  renderBatches,
  replyWithBatches,
  setUpApi,
} from '../test-utils';

setUpApi();

const RESULT: BatchUploadResult = {
  ...makeBatch({ name: 'Spring Hires', row_count: 3 }),
  users: { created: 2, updated: 1, unchanged: 0 },
  error_count: 0,
  errors: [],
};

const REJECTED: BatchRejected = {
  message: 'The file has 3 rows with errors; nothing was saved',
  error_count: 3,
  errors: [
    { row: 3, field: 'last_name', message: 'Last name is required' },
    { row: 5, field: 'email', message: 'Please enter a valid email address' },
  ],
};

const csv = (name = 'hires.csv', text = 'first_name,last_name,email\r\nA,B,a@b.example\n') =>
  new File([text], name, { type: 'text/csv' });

async function openModal() {
  replyWithBatches([]);
  renderBatches();
  await screen.findByText(/has no batches yet/);
  await userEvent.click(screen.getByRole('button', { name: 'New Batch' }));
  return screen.findByRole('dialog', { name: 'New Batch' });
}

async function fillAndUpload(dialog: HTMLElement, name = 'Spring Hires', file = csv()) {
  await userEvent.type(within(dialog).getByLabelText(/^Name/), name);
  await userEvent.upload(within(dialog).getByLabelText(/^File/), file);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
}

describe('New Batch modal', () => {
  it("shows 'Name and file are required' without calling the API", async () => {
    const upload = nock(API).post(BATCHES_URL).reply(201, RESULT, JSON_HEADERS);
    const dialog = await openModal();
    expect(dialog).toHaveTextContent('Tenant: Acme Corporation');
    expect(within(dialog).getByLabelText(/^File/)).toHaveAttribute('accept', '.csv,.xlsx');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and file are required');

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Q1 New Hires');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and file are required');
    expect(upload.isDone()).toBe(false);
  });

  it("refuses other file types with 'Only CSV or XLSX files are accepted'", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openModal();
    const file = within(dialog).getByLabelText(/^File/);

    await user.upload(file, new File(['%PDF'], 'people.pdf', { type: 'application/pdf' }));

    expect(within(dialog).getByText('Only CSV or XLSX files are accepted')).toBeInTheDocument();
    expect(file).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const dialog = await openModal();

    await userEvent.upload(
      within(dialog).getByLabelText(/^File/),
      csv('big.csv', 'x'.repeat(10 * 1024 * 1024 + 1)),
    );

    expect(within(dialog).getByText('The file is larger than 10 MB')).toBeInTheDocument();
  });

  it('uploads name, tenant_id and file, says how many users were created and updated, and lists the batch at once', async () => {
    let body = '';
    nock(API)
      .post(BATCHES_URL, (sent) => {
        body = String(sent);
        return true;
      })
      .reply(201, RESULT, JSON_HEADERS);
    const dialog = await openModal();

    await fillAndUpload(dialog, ' Spring Hires ');

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Batch 'Spring Hires' created with 3 people. Tenant users: 2 created, 1 updated.",
    );
    expect(body).toMatch(/name="name"\r\n\r\nSpring Hires\r\n/);
    expect(body).toMatch(new RegExp(`name="tenant_id"\\r\\n\\r\\n${ACME.id}\\r\\n`));
    expect(body).toMatch(/name="file"; filename="hires.csv"/);
    // Behind the modal, before Done: the list holds the new batch without asking again.
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('Spring Hires')).toBeInTheDocument();
    expect(within(table).getByText('Ready for encoding')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New Batch' })).toHaveFocus();
  });

  it('links to the batch just made', async () => {
    nock(API).post(BATCHES_URL).reply(201, RESULT, JSON_HEADERS);
    const dialog = await openModal();
    await fillAndUpload(dialog);

    await userEvent.click(
      await within(dialog).findByRole('link', { name: 'Open batch Spring Hires' }),
    );

    expect(currentPath()).toBe(`/tenants/batches/${BATCH_ID}`);
  });

  it('shows the rows the API refused, as the Tenant Users upload does, and keeps the form', async () => {
    nock(API).post(BATCHES_URL).reply(400, REJECTED, JSON_HEADERS);
    const dialog = await openModal();

    await fillAndUpload(dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REJECTED.message);
    const rows = within(alert).getByRole('list', { name: 'Rows with errors' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3, last_name: Last name is required',
      'Row 5, email: Please enter a valid email address',
    ]);
    expect(alert).toHaveTextContent('…and 1 more.');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Spring Hires');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByText('Spring Hires', { selector: 'td' })).not.toBeInTheDocument();
  });

  it.each([
    [413, 'The file is larger than 10 MB'],
    [400, 'The file could not be read. Please upload a valid CSV or XLSX file.'],
  ])("shows the server's %i answer '%s' without a row list", async (status, message) => {
    nock(API).post(BATCHES_URL).reply(status, { message }, JSON_HEADERS);
    const dialog = await openModal();

    await fillAndUpload(dialog, 'Spring Hires', csv('people.xlsx'));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('closes on Cancel without uploading', async () => {
    const dialog = await openModal();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
