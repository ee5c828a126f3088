import { PassThrough } from 'node:stream';
import { useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME } from '@bizcard/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  JSON_HEADERS,
  makeUsers,
  namesShown,
  renderPage,
  setUpApi,
  usersPath,
} from '../test-utils';

setUpApi();

const TOTAL = 250;
const users = makeUsers(TOTAL);
// The API's lines: the count, then pieces of users (the first one fills the largest page).
const piece = (from: number, to: number) => users.slice(from, to).map((u) => JSON.stringify(u));
const HEAD = `{"total":${TOTAL},"users":[`;

function replyInPieces() {
  const body = new PassThrough();
  nock(API)
    .get(usersPath())
    .reply(200, () => body, JSON_HEADERS);
  body.write(`${HEAD}\n${piece(0, 100).join(',')}\n`);
  return () => body.end(`,${piece(100, TOTAL).join(',')}\n]}`);
}

describe('Tenant Users while the list arrives', () => {
  beforeEach(() => useSelectedTenantStore.setState({ selectedTenant: ACME }));

  it('shows the first page and the count of all users, says it is loading, and waits to search', async () => {
    const sendTheRest = replyInPieces();
    renderPage();

    expect(await screen.findByRole('table', { name: 'Tenant users' })).toBeInTheDocument();
    expect(namesShown()).toEqual(users.slice(0, 10).map((u) => `${u.first_name} ${u.last_name}`));
    expect(screen.getByText(`Showing 1-10 of ${TOTAL} users`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Email/ })).toBeDisabled();

    sendTheRest();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await waitFor(() => expect(search).toBeEnabled());
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
    expect(screen.getByText(`Showing 1-10 of ${TOTAL} users`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await userEvent.type(search, users[TOTAL - 1]!.email);
    expect(namesShown()).toEqual([
      `${users[TOTAL - 1]!.first_name} ${users[TOTAL - 1]!.last_name}`,
    ]);
    expect(screen.getByText('Showing 1-1 of 1 users')).toBeInTheDocument();
  });
});
