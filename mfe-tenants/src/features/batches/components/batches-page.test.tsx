import { useSelectedTenantStore } from '@bizcard/shared/stores';
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
  replyWithDetail,
  setUpApi,
} from '../test-utils';

setUpApi();

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('BatchesPage', () => {
  it("lists the selected tenant's batches with their people, creator, day and status", async () => {
    replyWithBatches([
      makeBatch({ status: 'encoded', row_count: 1200, encoded_count: 1200 }),
      makeBatch({
        id: 'b2',
        name: 'From Tenant Users',
        file_name: null,
        row_count: 3,
        created_by_email: null,
        created_at: '2025-02-01T12:00:00.000Z',
        status: 'draft',
      }),
    ]);
    renderBatches();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'People', 'Created by', 'Created', 'Status', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'Q1 New Hires',
      '1,200',
      'super@example.com',
      'Mar 1, 2025',
      'Encoded',
      'Open',
    ]);
    expect(cellsOf(second!)).toEqual([
      'From Tenant Users',
      '3',
      'Unknown',
      'Feb 1, 2025',
      'Draft',
      'Open',
    ]);
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();
  });

  it('says so when the tenant has no batches', async () => {
    replyWithBatches([]);
    renderBatches();

    expect(
      await screen.findByText('Acme Corporation has no batches yet. Upload a file with New Batch.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a batch from its row at /tenants/batches/{id}', async () => {
    replyWithBatches([makeBatch()]);
    replyWithDetail();
    renderBatches();

    await userEvent.click(await screen.findByRole('link', { name: 'Open batch Q1 New Hires' }));

    expect(currentPath()).toBe(`/tenants/batches/${BATCH_ID}`);
    expect(await screen.findByRole('heading', { name: 'Q1 New Hires' })).toBeInTheDocument();
  });

  it('shows why the list did not load, and Retry asks again', async () => {
    nock(API).get(BATCHES_URL).reply(500, { message: 'Database unavailable' }, JSON_HEADERS);
    renderBatches();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load batches: Database unavailable',
    );
    replyWithBatches([makeBatch()]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Q1 New Hires'));
  });

  it('asks for a tenant before a batch can be uploaded', () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    renderBatches();

    expect(screen.getByRole('button', { name: 'New Batch' })).toBeDisabled();
    expect(
      screen.getByText('Select a tenant on the Tenants page to upload a batch.'),
    ).toBeInTheDocument();
  });
});
