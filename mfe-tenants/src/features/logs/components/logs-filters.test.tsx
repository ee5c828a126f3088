import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  ACME_QUERY,
  control,
  fillFilters,
  logPage,
  makeEntry,
  renderLogs,
  replyWithLog,
  rowsOf,
  setUpApi,
  waitForLoaded,
} from '../test-utils';

setUpApi();

const FILTERED = { ...ACME_QUERY, level: 'error', q: 'ada', from: '2025-03-01', to: '2025-03-31' };
const failedSignIn = makeEntry(9, {
  level: 'error',
  action: 'auth.sign_in_failed',
  actor: 'ada@acme.example',
  message: 'Sign-in failed',
});

describe('Logs filters', () => {
  it('asks nothing while the fields change, then page 1 with level, q, from and to on Filter', async () => {
    await renderLogs();

    await fillFilters({ level: 'Error', q: 'ada', from: '2025-03-01', to: '2025-03-31' });
    expect(nock.pendingMocks()).toEqual([]);
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(2);

    const filtered = replyWithLog(FILTERED, logPage([failedSignIn]));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitForLoaded();

    expect(filtered.isDone()).toBe(true);
    expect(rowsOf(screen.getByRole('table')).map((row) => row[5])).toEqual(['Sign-in failed']);
  });

  it('applies the filters on Enter in the search field', async () => {
    await renderLogs();
    const searched = replyWithLog({ ...ACME_QUERY, q: 'people.csv' }, logPage([]));

    await userEvent.type(control('Search'), 'people.csv{Enter}');
    await waitForLoaded();

    expect(searched.isDone()).toBe(true);
    expect(screen.getByText('No log entries match these filters.')).toBeInTheDocument();
  });

  it('says the start date must not be after the end date, and asks nothing when From is after To', async () => {
    await renderLogs();
    await fillFilters({ from: '2025-03-31', to: '2025-03-01' });

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date',
    );
    expect(nock.pendingMocks()).toEqual([]);
    expect(screen.getByRole('table')).toBeInTheDocument();

    const fixed = replyWithLog({ ...ACME_QUERY, from: '2025-03-01', to: '2025-03-01' });
    await userEvent.clear(control('From'));
    await userEvent.type(control('From'), '2025-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitForLoaded();
    expect(fixed.isDone()).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to page 1 when filters are applied on a later page', async () => {
    const page = Array.from({ length: 50 }, (_, i) => makeEntry(100 - i));
    await renderLogs(logPage(page, 80));
    replyWithLog(ACME_QUERY, logPage(page.slice(0, 30), 80, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    const warnings = replyWithLog({ ...ACME_QUERY, level: 'warning' }, logPage([makeEntry(1)]));
    await fillFilters({ level: 'Warning' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    const paging = await screen.findByRole('navigation', { name: 'Log pages' });
    expect(within(paging).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(paging).toHaveTextContent('1 entry');
    expect(warnings.isDone()).toBe(true);
  });
});
