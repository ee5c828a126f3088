import { configureApi } from '@bizcard/shared/api';
import { SELECTED_TENANT_KEY, useSelectedTenantStore } from '@bizcard/shared/stores';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderRoute, resetStores } from '../test-utils';
import { TenantsPage } from './tenants-page';

const API = 'http://localhost';

const renderTenants = () => renderRoute(<TenantsPage />, '/tenants', '/tenants');
const replyWithTenants = (tenants = [GLOBEX, ACME]) =>
  nock(API).get('/api/management/tenants').query(true).reply(200, { tenants });

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});

beforeEach(() => {
  resetStores();
  signInAsAdmin('superAdmin');
});

afterEach(() => nock.cleanAll());

afterAll(() => nock.enableNetConnect());

describe('TenantsPage', () => {
  it('shows a spinner, then one card per tenant sorted by name with email, location and type', async () => {
    replyWithTenants();
    renderTenants();

    expect(screen.getByRole('status')).toHaveTextContent('Loading tenants...');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Acme Corporation',
      'Globex',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Tenants' })).toBeInTheDocument();

    const acme = screen.getByRole('article', { name: 'Acme Corporation' });
    expect(within(acme).getByText('admin@acme.example')).toBeInTheDocument();
    expect(within(acme).getByText('1 Rocket Road, CA, USA')).toBeInTheDocument();
    expect(within(acme).getByText('User Managed')).toBeInTheDocument();

    const globex = screen.getByRole('article', { name: 'Globex' });
    expect(within(globex).getByText('Germany')).toBeInTheDocument();
    expect(within(globex).getByText('Organization Managed')).toBeInTheDocument();
  });

  it('wraps a long one-word tenant name on its card rather than widen the page', async () => {
    const name = 'Supercalifragilisticexpialidociousenterprisesholdingsincorporated';
    replyWithTenants([{ ...GLOBEX, name }]);
    renderTenants();

    const card = await screen.findByRole('article', { name });
    expect(within(card).getByRole('heading', { name })).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it("turns Select into 'Selected' with a tick and stores the tenant in localStorage", async () => {
    replyWithTenants();
    renderTenants();
    const acme = await screen.findByRole('article', { name: 'Acme Corporation' });

    await userEvent.click(within(acme).getByRole('button', { name: 'Select' }));

    const selected = within(acme).getByRole('button', { name: 'Selected' });
    expect(selected).toHaveTextContent('✓ Selected');
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(useSelectedTenantStore.getState().selectedTenant?.id).toBe(ACME.id);
    expect(JSON.parse(localStorage.getItem(SELECTED_TENANT_KEY) ?? '{}')).toMatchObject({
      id: ACME.id,
      name: 'Acme Corporation',
    });
    const globex = screen.getByRole('article', { name: 'Globex' });
    expect(within(globex).getByRole('button', { name: 'Select' })).toBeInTheDocument();
  });

  it('marks the tenant already selected in the store', async () => {
    useSelectedTenantStore.setState({ selectedTenant: GLOBEX });
    replyWithTenants();
    renderTenants();

    const globex = await screen.findByRole('article', { name: 'Globex' });
    expect(within(globex).getByRole('button', { name: 'Selected' })).toHaveTextContent('✓');
  });

  it('lets a super admin open a tenant with Details', async () => {
    replyWithTenants();
    renderTenants();
    const acme = await screen.findByRole('article', { name: 'Acme Corporation' });

    await userEvent.click(within(acme).getByRole('button', { name: 'Details' }));

    expect(screen.getByTestId('location')).toHaveTextContent(`/tenant/${ACME.id}`);
  });

  it('hides Details and New Tenant from a client admin', async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    replyWithTenants([ACME]);
    renderTenants();

    const acme = await screen.findByRole('article', { name: 'Acme Corporation' });
    expect(within(acme).getByRole('button', { name: 'Select' })).toBeInTheDocument();
    expect(within(acme).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Tenant' })).not.toBeInTheDocument();
  });

  it("shows 'No tenants found' when the list is empty", async () => {
    replyWithTenants([]);
    renderTenants();

    expect(await screen.findByText('No tenants found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows a red 'API Error:' banner with the server's message and no cards when loading fails", async () => {
    nock(API)
      .get('/api/management/tenants')
      .query(true)
      .reply(500, { message: 'Database unavailable' }, { 'content-type': 'application/json' });
    renderTenants();

    expect(await screen.findByRole('alert')).toHaveTextContent('API Error: Database unavailable');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    replyWithTenants();
    renderTenants();
    await screen.findByRole('article', { name: 'Globex' });
    const searched = nock(API)
      .get('/api/management/tenants')
      .query({ limit: '24', q: 'acme' })
      .reply(200, { tenants: [ACME], total: 1, next: null });

    await userEvent.type(screen.getByLabelText('Search tenants'), 'acme');

    expect(await screen.findByRole('article', { name: 'Acme Corporation' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Globex' })).toBeNull());
    expect(searched.isDone()).toBe(true);
  });

  it("pages with Next and Previous, saying 'Showing 25-48 of 60 tenants'", async () => {
    const named = (n: number) => ({
      ...GLOBEX,
      id: `tenant-${n}`,
      name: `Tenant ${String(n).padStart(2, '0')}`,
    });
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => named(from + i));
    nock(API)
      .get('/api/management/tenants')
      .query({ limit: '24' })
      .reply(200, { tenants: page(1, 24), total: 60, next: 'after-24' });
    nock(API)
      .get('/api/management/tenants')
      .query({ limit: '24', after: 'after-24' })
      .reply(200, { tenants: page(25, 24), total: 60, next: 'after-48' });
    nock(API)
      .get('/api/management/tenants')
      .query({ limit: '24' })
      .reply(200, { tenants: page(1, 24), total: 60, next: 'after-24' });
    renderTenants();

    const pages = await screen.findByRole('navigation', { name: 'Tenant pages' });
    expect(pages).toHaveTextContent('Showing 1-24 of 60 tenants');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Tenant 25' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tenant pages' })).toHaveTextContent(
      'Showing 25-48 of 60 tenants',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Tenant 01' })).toBeInTheDocument();
    // Three renders of 24 cards: more than jest's 5 s on a busy 2-core machine.
  }, 20_000);
});
