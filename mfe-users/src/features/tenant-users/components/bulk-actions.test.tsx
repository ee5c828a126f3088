import { GLOBEX } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  JSON_HEADERS,
  makeUser,
  makeUsers,
  renderWithUsers,
  replyWithUsers,
  setUpApi,
  usersPath,
} from '../test-utils';

setUpApi();

const USERS = makeUsers(25);
const ids = (from: number, to: number) => USERS.slice(from - 1, to).map((user) => user.id);
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
const tick = (n: number) =>
  userEvent.click(
    screen.getByRole('checkbox', {
      name: `Select First${String(n).padStart(5, '0')} Last${String(n).padStart(5, '0')}`,
    }),
  );

/** Answers the bulk call and keeps the body it got. */
function replyToBulk(answer: object) {
  const sent: { body: unknown } = { body: null };
  nock(API)
    .post(`${usersPath()}/bulk`, (body) => {
      sent.body = body;
      return true;
    })
    .reply(200, answer, JSON_HEADERS);
  return sent;
}

async function askFor(action: string) {
  await userEvent.click(within(bar()).getByRole('button', { name: action }));
  return screen.findByRole('alertdialog');
}

describe('selecting users', () => {
  it('shows no bulk actions until a row is ticked, then counts the ticked rows', async () => {
    await renderWithUsers(USERS);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await tick(1);
    await tick(3);

    expect(bar()).toHaveTextContent('2 users selected');
    await tick(3);
    expect(bar()).toHaveTextContent('1 user selected');
  });

  it("'Select all on this page' ticks the page's 10 rows, then offers 'Select all 25 matching'", async () => {
    await renderWithUsers(USERS);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));

    expect(bar()).toHaveTextContent('10 users selected');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 25 matching' }));
    expect(bar()).toHaveTextContent('25 users selected');
    expect(within(bar()).queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('the header box is mixed when some rows of the page are ticked, and unticks the page when all are', async () => {
    await renderWithUsers(USERS);
    await tick(2);
    const pageBox = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', true);

    await userEvent.click(pageBox);
    expect(pageBox).toBeChecked();
    await userEvent.click(pageBox);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it("'Select all N matching' sends the ids of the users the search matches, and only those", async () => {
    const people = [
      makeUser(1, { first_name: 'Ann', company: 'Initech' }),
      makeUser(2, { first_name: 'Ben', company: 'Globex' }),
      makeUser(3, { first_name: 'Cat', company: 'Initech' }),
      ...makeUsers(30)
        .slice(3)
        .map((user) => ({ ...user, company: 'Initech' })),
    ];
    await renderWithUsers(people);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'initech');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 29 matching' }));
    const sent = replyToBulk({ action: 'deactivate', count: 29 });
    replyWithUsers(people);

    const dialog = await askFor('Deactivate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('29 users deactivated.')).toBeInTheDocument();
    const body = sent.body as { action: string; user_ids: string[] };
    expect(body.action).toBe('deactivate');
    expect(new Set(body.user_ids)).toEqual(
      new Set(people.filter((p) => p.company === 'Initech').map((p) => p.id)),
    );
  });
});

describe('bulk actions', () => {
  it('Deactivate asks with the count, focus on Cancel; Cancel sends nothing', async () => {
    const call = nock(API).post(`${usersPath()}/bulk`).reply(200, {});
    await renderWithUsers(USERS);
    await tick(1);
    await tick(2);

    const dialog = await askFor('Deactivate');

    expect(dialog).toHaveAccessibleName('Deactivate Users');
    expect(dialog).toHaveTextContent(
      'Deactivate 2 users? Their cards stop working and they are signed out until reactivated.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(call.isDone()).toBe(false);
    expect(bar()).toHaveTextContent('2 users selected');
  });

  it.each([
    ['Reactivate', 'reactivate', '2 users reactivated.'],
    ['Deactivate', 'deactivate', '2 users deactivated.'],
  ])(
    '%s sends the ticked ids, says what it did, clears the ticks and reloads',
    async (button, action, done) => {
      await renderWithUsers(USERS);
      await tick(4);
      await tick(5);
      const sent = replyToBulk({ action, count: 2 });
      replyWithUsers(USERS);

      const dialog = await askFor(button);
      await userEvent.click(within(dialog).getByRole('button', { name: button }));

      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(sent.body).toEqual({ action, user_ids: ids(4, 5) });
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    },
  );

  it('Delete of 10 users asks without a typed word', async () => {
    await renderWithUsers(USERS);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const sent = replyToBulk({ action: 'delete', count: 10 });
    replyWithUsers(USERS.slice(10));

    const dialog = await askFor('Delete');

    expect(dialog).toHaveTextContent(
      'Delete 10 users? Their cards stop working and this cannot be undone.',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('10 users deleted.')).toBeInTheDocument();
    expect(sent.body).toEqual({ action: 'delete', user_ids: ids(1, 10) });
  });

  it('Delete of more than 10 users, ticked across pages, waits for DELETE to be typed', async () => {
    await renderWithUsers(USERS);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await tick(11);
    expect(bar()).toHaveTextContent('11 users selected');
    const sent = replyToBulk({ action: 'delete', count: 11 });
    replyWithUsers(USERS.slice(11));

    const dialog = await askFor('Delete');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const word = within(dialog).getByLabelText('Type DELETE to confirm');

    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(confirm).toBeDisabled();
    await userEvent.type(word, 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.type(word, '{Enter}');
    expect(sent.body).toBeNull();
    await userEvent.clear(word);
    await userEvent.type(word, 'DELETE');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('11 users deleted.')).toBeInTheDocument();
    expect(sent.body).toEqual({ action: 'delete', user_ids: ids(1, 11) });
  });

  it("shows the server's refusal in the confirmation and keeps the ticks", async () => {
    nock(API)
      .post(`${usersPath()}/bulk`)
      .reply(500, { message: 'Something went wrong' }, JSON_HEADERS);
    await renderWithUsers(USERS);
    await tick(1);

    const dialog = await askFor('Delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Something went wrong',
    );
    expect(bar()).toHaveTextContent('1 user selected');
  });
});

describe('registration links for the ticked users', () => {
  const LINKS = [
    {
      id: 'user-00001',
      first_name: 'First00001',
      last_name: 'Last00001',
      email: 'user00001@acme.example',
      url: 'http://localhost:8080/self-serve/register?token=a',
    },
    {
      id: 'user-00002',
      first_name: 'First00002',
      last_name: 'Last00002',
      email: 'user00002@acme.example',
      url: 'http://localhost:8080/self-serve/register?token=b',
    },
  ];

  it('makes the links, says who was skipped, and copies one line per person', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithUsers(USERS);
    for (const n of [1, 2, 3, 4]) await tick(n);
    const sent = replyToBulk({
      action: 'registration_links',
      count: 2,
      skipped_registered: 1,
      skipped_inactive: 1,
      links: LINKS,
      expires_at: '2026-12-01T00:00:00.000Z',
    });

    await userEvent.click(within(bar()).getByRole('button', { name: 'Registration links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Links' });

    expect(sent.body).toEqual({ action: 'registration_links', user_ids: ids(1, 4) });
    expect(dialog).toHaveTextContent(
      'New registration links for 2 users, valid for 7 days. Earlier links keep working.',
    );
    expect(dialog).toHaveTextContent('1 user already registered and 1 user deactivated: no link.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy links' }));
    expect(await screen.findByText('2 links copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `First00001 Last00001\tuser00001@acme.example\t${LINKS[0]!.url}\nFirst00002 Last00002\tuser00002@acme.example\t${LINKS[1]!.url}`,
    );
    expect(bar()).toHaveTextContent('4 users selected');
  });

  it('is not offered for a tenant that is not user managed', async () => {
    await renderWithUsers(
      USERS.map((user) => ({ ...user, tenant_id: GLOBEX.id })),
      GLOBEX,
    );
    await tick(1);
    expect(
      within(bar()).queryByRole('button', { name: 'Registration links' }),
    ).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
