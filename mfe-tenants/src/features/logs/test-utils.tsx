import type { AuditEntry, AuditLogPage } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, signInAsAdmin, TEST_API } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderPage } from '../../app/testing/render-page';
import { LogsPage } from './components/logs-page';
import { MESSAGES } from './messages';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const LOGS_PATH = '/api/management/logs';

/** A super admin with Acme selected, before each test. */
export const setUpApi = () =>
  setUpTenantScreenApi({ beforeEachTest: () => signInAsAdmin('superAdmin') });

/** The n-th entry: later n, later time. */
export const makeEntry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `entry-${n}`,
  at: new Date(Date.UTC(2025, 2, 1, 9, 0, n)).toISOString(),
  tenant_id: ACME.id,
  tenant_name: ACME.name,
  actor: 'admin@acme.example',
  actor_kind: 'client_admin',
  action: 'end_user.update',
  target: `person${n}@acme.example`,
  level: 'info',
  message: `End user ${n} updated`,
  ...overrides,
});

export const logPage = (entries: AuditEntry[], total = entries.length, page = 1): AuditLogPage => ({
  success: true,
  entries,
  total,
  page,
  page_size: 50,
});

/** Answers the one list call whose query is exactly `query` (page and size added). */
export const replyWithLog = (
  query: Record<string, string>,
  answer: AuditLogPage = logPage([makeEntry(2), makeEntry(1)]),
  status = 200,
) =>
  nock(API)
    .get(LOGS_PATH)
    .query({ page: String(answer.page), page_size: '50', ...query })
    // Long enough for a test to see the spinner; short enough not to slow the suite.
    .delay(20)
    .reply(status, status === 200 ? answer : { message: 'boom' }, JSON_HEADERS);

export const waitForLoaded = () =>
  waitFor(() => expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument());

export const ACME_QUERY = { tenant_id: ACME.id };

/** Renders the screen with `answer` for Acme's first page and waits for it. */
export async function renderLogs(
  answer?: AuditLogPage,
  query: Record<string, string> = ACME_QUERY,
) {
  const call = replyWithLog(query, answer);
  renderPage(<LogsPage />);
  await waitForLoaded();
  return call;
}

export const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );

export const control = (label: string) => screen.getByLabelText(label);

export async function fillFilters(values: {
  level?: string;
  q?: string;
  from?: string;
  to?: string;
}) {
  if (values.level) await userEvent.selectOptions(control('Level'), values.level);
  if (values.q) await userEvent.type(control('Search'), values.q);
  if (values.from) await userEvent.type(control('From'), values.from);
  if (values.to) await userEvent.type(control('To'), values.to);
}
