import { captureDownloads, type SavedDownload } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ACME_QUERY,
  API,
  control,
  fillFilters,
  LOGS_PATH,
  logPage,
  renderLogs,
  replyWithLog,
  setUpApi,
  waitForLoaded,
} from '../test-utils';

setUpApi();

let saved: SavedDownload[];

beforeEach(() => {
  saved = captureDownloads();
});

const replyToExport = (query: Record<string, string>, status: number, body: string) =>
  nock(API)
    .get(`${LOGS_PATH}/export`)
    .query(query)
    .reply(status, body, { 'content-type': status === 200 ? 'text/plain' : 'application/json' });

/** Applies level Warning and search 'csv', as the user would. */
async function applyWarningFilter() {
  replyWithLog({ ...ACME_QUERY, level: 'warning', q: 'csv' }, logPage([]));
  await fillFilters({ level: 'Warning', q: 'csv' });
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitForLoaded();
}

describe('Logs export', () => {
  it('offers CSV and Text, CSV first', async () => {
    await renderLogs();
    expect(control('Export format')).toHaveValue('csv');
    expect(control('Export format')).toHaveTextContent('CSVText');
  });

  it('saves the applied filters’ entries as audit-log.csv', async () => {
    await renderLogs();
    await applyWarningFilter();
    const csv = 'at,level,message\n2025-03-01T09:00:02Z,warning,CSV import: 2 rows skipped\n';
    const exported = replyToExport(
      { ...ACME_QUERY, level: 'warning', q: 'csv', format: 'csv' },
      200,
      csv,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported.isDone()).toBe(true);
    expect(saved[0]!.name).toBe('audit-log.csv');
    expect(await saved[0]!.blob.text()).toBe(csv);
  });

  it('saves the spec’s plain lines as logs.txt, with filters typed but not applied left out', async () => {
    await renderLogs();
    await applyWarningFilter();
    await fillFilters({ from: '2025-03-01' });
    const text = '2025-03-01 09:00:02 [WARNING] CSV import: 2 rows skipped\n';
    const exported = replyToExport(
      { ...ACME_QUERY, level: 'warning', q: 'csv', format: 'text' },
      200,
      text,
    );

    await userEvent.selectOptions(control('Export format'), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported.isDone()).toBe(true);
    expect(saved[0]!.name).toBe('logs.txt');
    expect(await saved[0]!.blob.text()).toBe(text);
  });

  it('says the export failed, saves nothing, and lets the user try again', async () => {
    await renderLogs();
    replyToExport({ ...ACME_QUERY, format: 'csv' }, 500, '{"message":"boom"}');

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to export logs. Please try again.',
    );
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
