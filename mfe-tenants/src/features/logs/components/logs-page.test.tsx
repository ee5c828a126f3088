import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderPage } from '../../../app/testing/render-page';
import { formatLogTime } from '../lib/format-log-time';
import {
  ACME_QUERY,
  API,
  JSON_HEADERS,
  LOGS_PATH,
  logPage,
  makeEntry,
  renderLogs,
  replyWithLog,
  rowsOf,
  setUpApi,
} from '../test-utils';
import { LogsPage } from './logs-page';

setUpApi();

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Logs screen', () => {
  it('offers All Levels, Error, Warning and Info, a search, a date range, Filter and Export', async () => {
    await renderLogs();

    const level = screen.getByLabelText('Level');
    expect(level).toHaveValue('');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Levels', 'Error', 'Warning', 'Info']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByText(/future update/)).not.toBeInTheDocument();
  });

  it("shows a spinner, then the selected tenant's entries as sent, newest first", async () => {
    const warning = makeEntry(2, {
      level: 'warning',
      action: 'end_user.import',
      target: 'people.csv',
      message: 'CSV import: 2 rows skipped',
    });
    replyWithLog(ACME_QUERY, logPage([warning, makeEntry(1, { actor: null, target: null })]));
    renderPage(<LogsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading logs...');

    const table = await screen.findByRole('table', { name: 'Log entries, newest first' });
    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    expect(headersOf(table)).toEqual(['Time', 'Level', 'Actor', 'Action', 'Target', 'Message']);
    expect(rowsOf(table)).toEqual([
      [
        formatLogTime(warning.at),
        'Warning',
        'admin@acme.example',
        'end_user.import',
        'people.csv',
        'CSV import: 2 rows skipped',
      ],
      [formatLogTime(makeEntry(1).at), 'Info', '—', 'end_user.update', '—', 'End user 1 updated'],
    ]);
    expect(table.querySelector('time')).toHaveAttribute('datetime', warning.at);
  });

  it("says 'Failed to load logs' with a Retry that asks again", async () => {
    replyWithLog(ACME_QUERY, logPage([]), 500);
    renderPage(<LogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load logs');

    replyWithLog(ACME_QUERY);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No log entries match these filters.' when there are none", async () => {
    await renderLogs(logPage([]));

    expect(screen.getByText('No log entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Log pages' })).not.toBeInTheDocument();
  });

  it('shows every tenant, with a Tenant column, to a super admin with no tenant selected', async () => {
    useSelectedTenantStore.setState({ selectedTenant: null });
    const globex = makeEntry(3, { tenant_id: GLOBEX.id, tenant_name: 'Globex' });
    const signIn = makeEntry(2, { tenant_id: null, tenant_name: null, action: 'auth.sign_in' });
    const all = await renderLogs(logPage([globex, signIn, makeEntry(1)]), {});

    expect(all.isDone()).toBe(true);
    expect(screen.getByText('All tenants')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(headersOf(table)).toEqual([
      'Time',
      'Level',
      'Tenant',
      'Actor',
      'Action',
      'Target',
      'Message',
    ]);
    expect(rowsOf(table).map((row) => row[2])).toEqual(['Globex', '—', 'Acme Corporation']);
  });

  it("shows a client admin their own tenant's entries only", async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    useSelectedTenantStore.setState({ selectedTenant: ACME });
    const own = await renderLogs();

    expect(own.isDone()).toBe(true);
    expect(headersOf(screen.getByRole('table'))).not.toContain('Tenant');
  });

  it('asks a client admin without a tenant to select one, and calls nothing', () => {
    signInAsAdmin('clientAdmin', null);
    useSelectedTenantStore.setState({ selectedTenant: null });
    const anyCall = nock(API).get(LOGS_PATH).query(true).reply(200, logPage([]), JSON_HEADERS);
    renderPage(<LogsPage />);

    expect(screen.getByText('Please select a tenant to view logs.')).toBeInTheDocument();
    expect(anyCall.isDone()).toBe(false);
  });

  it('pages with Previous and Next, showing the page and the total', async () => {
    const first = Array.from({ length: 50 }, (_, i) => makeEntry(200 - i));
    await renderLogs(logPage(first, 123));
    const paging = screen.getByRole('navigation', { name: 'Log pages' });
    expect(paging).toHaveTextContent('123 entries');
    expect(paging).toHaveTextContent('Page 1 of 3');
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();

    const third = replyWithLog(ACME_QUERY, logPage([makeEntry(1)], 123, 3));
    replyWithLog(ACME_QUERY, logPage(first, 123, 2));
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(third.isDone()).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(1);
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
  });
});
