import { configureApi } from '@bizcard/shared/api';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderRoute, resetStores } from '../test-utils';
import { TenantsPage } from './tenants-page';

const API = 'http://localhost';
const JSON_HEADERS = { 'content-type': 'application/json' };

async function openModal() {
  nock(API)
    .get('/api/management/tenants')
    .query(true)
    .reply(200, { tenants: [GLOBEX] });
  renderRoute(<TenantsPage />, '/tenants', '/tenants');
  await screen.findByRole('article', { name: 'Globex' });
  await userEvent.click(screen.getByRole('button', { name: 'New Tenant' }));
  return screen.findByRole('dialog', { name: 'New Tenant' });
}

async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Acme Corporation');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), 'admin@acme.example');
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Tenant Type/), 'user_managed');
}

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});

beforeEach(() => {
  resetStores();
  signInAsAdmin('superAdmin');
});

afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});

afterAll(() => nock.enableNetConnect());

// Typing a whole form takes seconds on a busy 2-core machine.
jest.setTimeout(20_000);

describe('New Tenant modal', () => {
  it('offers the three tenant types after a placeholder', async () => {
    const dialog = await openModal();

    const options = within(within(dialog).getByLabelText(/^Tenant Type/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select tenant type',
      'Identity Provider Integration',
      'Organization Managed',
      'User Managed',
    ]);
  });

  it("shows 'Name is required', 'Email is required' and 'Tenant type is required' without calling the API", async () => {
    const dialog = await openModal();
    const create = nock(API).post('/api/management/tenants').reply(201, ACME);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Tenant type is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(create.isDone()).toBe(false);
  });

  it('after a failed Create, takes each message away as its field is filled in', async () => {
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'A');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tenant Type/), 'user_managed');
    expect(within(dialog).queryByText('Tenant type is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
  });

  it("creates the tenant, adds its card in name order and shows 'Tenant created successfully!'", async () => {
    const dialog = await openModal();
    let sent: unknown;
    nock(API)
      .post('/api/management/tenants', (body) => {
        sent = body;
        return true;
      })
      .reply(201, ACME);

    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Country/), 'USA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Tenant created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Acme Corporation',
      email: 'admin@acme.example',
      tenant_type: 'user_managed',
      address: null,
      state: null,
      country: 'USA',
    });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Acme Corporation',
      'Globex',
    ]);
  });

  it('clears the success toast after 3 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const dialog = await openModal();
      nock(API).post('/api/management/tenants').reply(201, ACME);
      await fillRequired(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Tenant created successfully!')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Tenant created successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Tenant created successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the form and shows the server's message when the API refuses the tenant", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openModal();
    nock(API)
      .post('/api/management/tenants')
      .reply(409, { message: 'A tenant with this name already exists' }, JSON_HEADERS);

    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A tenant with this name already exists',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Acme Corporation');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('closes on Cancel without creating anything', async () => {
    const dialog = await openModal();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('starts at Name, and Escape on a half-filled form asks before discarding it', async () => {
    const dialog = await openModal();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();

    await userEvent.keyboard('Acme{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(within(confirm).getByRole('button', { name: 'Keep Editing' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New Tenant' })).toHaveFocus();
  });
});
