import type { ScimToken, ScimTokenList } from '@bizcard/shared/model';
import { ACME, setUpTenantScreenApi, signInAsAdmin, TEST_API } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { renderPage } from '../../app/testing/render-page';
import { ProvisioningPage } from './components/provisioning-page';
import { MESSAGES } from './messages';

export const API = TEST_API;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const TOKENS_PATH = `/api/management/tenants/${ACME.id}/scim-tokens`;
export const BASE_URL = 'https://cards.example.com/scim/v2';

/** A client admin of Acme, whose tenant is selected for them, before each test. */
export const setUpApi = () =>
  setUpTenantScreenApi({ beforeEachTest: () => signInAsAdmin('clientAdmin', ACME.id) });

/** The n-th token: later n, later time. */
export const makeToken = (n: number, overrides: Partial<ScimToken> = {}): ScimToken => ({
  id: `token-${n}`,
  name: `Token ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
  created_by: 'client@example.com',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

export const tokenList = (tokens: ScimToken[]): ScimTokenList => ({
  success: true,
  scim_base_url: BASE_URL,
  tokens,
});

/** Answers one list call. */
export const replyWithTokens = (answer: ScimTokenList = tokenList([makeToken(1)]), status = 200) =>
  nock(API)
    .get(TOKENS_PATH)
    // Long enough for a test to see the spinner; short enough not to slow the suite.
    .delay(20)
    .reply(status, status === 200 ? answer : { message: 'boom' }, JSON_HEADERS);

export const waitForLoaded = () =>
  waitFor(() => expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument());

/** Renders the screen with `answer` and waits for it. */
export async function renderProvisioning(answer?: ScimTokenList) {
  const call = replyWithTokens(answer);
  renderPage(<ProvisioningPage />);
  await waitForLoaded();
  return call;
}

export const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
  );

/** A clipboard that records what was written. */
export function fakeClipboard() {
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
