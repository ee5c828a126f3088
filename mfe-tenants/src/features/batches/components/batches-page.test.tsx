import { configureApi } from '@bizcard/shared/api';
import type { BatchUploadResult } from '@bizcard/shared/model';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderPage } from '../../../app/testing/render-page';
import { BatchesPage } from './batches-page';

const API = 'http://localhost';
const JSON_HEADERS = { 'content-type': 'application/json' };
const UPLOAD_URL = `/api/management/batches/${ACME.id}`;

const RESULT: BatchUploadResult = {
  id: 'b0000000-0000-4000-8000-000000000001',
  tenant_id: ACME.id,
  name: 'Q1 New Hires',
  file_name: 'hires.csv',
  row_count: 2,
  created_by: null,
  created_at: '2024-03-01T12:00:00.000Z',
  error_count: 3,
  errors: [
    { row: 3, field: 'last_name', message: 'Last name is required' },
    { row: 5, field: 'email', message: 'Please enter a valid email address' },
  ],
};

const csv = (name = 'hires.csv', text = 'first_name,last_name,email\nA,B,a@b.example\n') =>
  new File([text], name, { type: 'text/csv' });

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});
beforeEach(() => useSelectedTenantStore.setState({ selectedTenant: ACME }));
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

async function openModal() {
  renderPage(<BatchesPage />);
  await userEvent.click(screen.getByRole('button', { name: 'New Batch' }));
  return screen.findByRole('dialog', { name: 'New Batch' });
}

describe('BatchesPage', () => {
  it('shows the sample batches, labelled as sample data', () => {
    renderPage(<BatchesPage />);

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Tenant', 'Cards', 'Status', 'Created']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Q1 New Hires')).toBeInTheDocument();
    expect(within(table).getByText('Sample data: batch history is not loaded yet.')).toBeVisible();
  });

  it('asks for a tenant before a batch can be uploaded', () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderPage(<BatchesPage />);

    expect(screen.getByRole('button', { name: 'New Batch' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Select a tenant on the Tenants page to upload a batch.',
    );
  });
});

describe('New Batch modal', () => {
  it("shows 'Name and file are required' without calling the API", async () => {
    const upload = nock(API).post(UPLOAD_URL).reply(201, RESULT);
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
    await user.type(within(dialog).getByLabelText(/^Name/), 'Q1');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and file are required');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const dialog = await openModal();
    const big = csv('big.csv', 'x'.repeat(10 * 1024 * 1024 + 1));

    await userEvent.upload(within(dialog).getByLabelText(/^File/), big);

    expect(within(dialog).getByText('The file is larger than 10 MB')).toBeInTheDocument();
  });

  it('uploads name, tenant_id and file, then shows the rows accepted and the row errors', async () => {
    let body = '';
    nock(API)
      .post(UPLOAD_URL, (sent) => {
        body = String(sent);
        return true;
      })
      .reply(201, RESULT);
    const dialog = await openModal();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), ' Q1 New Hires ');
    await userEvent.upload(within(dialog).getByLabelText(/^File/), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Batch 'Q1 New Hires' uploaded: 2 rows accepted from hires.csv.",
    );
    const problems = within(dialog).getByRole('region', { name: 'Rows with errors' });
    expect(problems).toHaveTextContent('3 rows could not be used:');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3: Last name is required', 'Row 5: Please enter a valid email address']);
    expect(problems).toHaveTextContent('…and 1 more.');
    expect(body).toMatch(/name="name"\r\n\r\nQ1 New Hires\r\n/);
    expect(body).toMatch(new RegExp(`name="tenant_id"\\r\\n\\r\\n${ACME.id}\\r\\n`));
    expect(body).toMatch(/name="file"; filename="hires.csv"/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a clean upload without an error list', async () => {
    nock(API)
      .post(UPLOAD_URL)
      .reply(201, { ...RESULT, row_count: 1, error_count: 0, errors: [] });
    const dialog = await openModal();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Q1 New Hires');
    await userEvent.upload(within(dialog).getByLabelText(/^File/), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 row accepted');
    expect(within(dialog).queryByRole('region', { name: 'Rows with errors' })).toBeNull();
  });

  it.each([
    [400, 'The file has no valid rows'],
    [413, 'The file is larger than 10 MB'],
    [400, 'The file could not be read. Please upload a valid CSV or XLSX file.'],
  ])("shows the server's %i answer '%s' and keeps the form", async (status, message) => {
    nock(API).post(UPLOAD_URL).reply(status, { message }, JSON_HEADERS);
    const dialog = await openModal();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Q1 New Hires');
    await userEvent.upload(within(dialog).getByLabelText(/^File/), csv('people.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Q1 New Hires');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('closes on Cancel without uploading', async () => {
    const dialog = await openModal();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts at Name, moves to Done when the result replaces the form, and refocuses New Batch', async () => {
    nock(API).post(UPLOAD_URL).reply(201, RESULT);
    const dialog = await openModal();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();

    await userEvent.keyboard('Q1 New Hires');
    await userEvent.upload(within(dialog).getByLabelText(/^File/), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New Batch' })).toHaveFocus();
  });
});
