import { configureApi } from '@bizcard/shared/api';
import { ACME, GLOBEX, signInAsAdmin } from '@bizcard/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderRoute, resetStores } from '../test-utils';
import { TenantDetailsPage } from './tenant-details-page';

const API = 'http://localhost';
const JSON_HEADERS = { 'content-type': 'application/json' };
const ACCESS_DENIED = 'Access denied: You can only view your own tenant details.';
const LEAKED_PASSWORD = 'hunter2-do-not-show';

const renderDetails = (id: string) =>
  renderRoute(<TenantDetailsPage />, '/tenant/:id', `/tenant/${id}`);
const tenantCall = (id: string) => nock(API).get(`/api/management/tenants/${id}`);

/** The value shown beside each label, as a screen reader pairs terms and definitions. */
function shownDetails(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index].textContent]),
  );
}

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

describe('TenantDetailsPage', () => {
  it("titles the page with the tenant's name and lists every field", async () => {
    tenantCall(ACME.id).reply(200, ACME);
    renderDetails(ACME.id);

    expect(await screen.findByRole('heading', { name: 'Acme Corporation' })).toBeInTheDocument();
    expect(shownDetails()).toEqual({
      Name: 'Acme Corporation',
      'Tenant ID': 'acme-corporation',
      Email: 'admin@acme.example',
      'Identity Provider Org ID': 'organization-live-acme',
      'Database Host': 'db.acme.internal',
      'Database Name': 'acme',
      'Database Port': '5432',
      'Database Username': 'acme_app',
      'Database Password': '••••••••',
      'Database Secret ARN': 'arn:aws:secretsmanager:eu-west-1:123:secret:acme',
      Address: '1 Rocket Road',
      State: 'CA',
      Country: 'USA',
    });
  });

  it('wraps a long one-word tenant name in the title rather than widen the page', async () => {
    const name = 'Supercalifragilisticexpialidociousenterprisesholdingsincorporated';
    tenantCall(ACME.id).reply(200, { ...ACME, name });
    renderDetails(ACME.id);

    const title = await screen.findByRole('heading', { level: 1, name });
    expect(title).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('always masks the database password, even if a response carries it', async () => {
    tenantCall(ACME.id).reply(200, { ...ACME, db_password: LEAKED_PASSWORD });
    const { container } = renderDetails(ACME.id);

    expect(await screen.findByText('••••••••')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(LEAKED_PASSWORD);
  });

  it("shows 'Not set' for the password, '—' for missing values and hides absent address fields", async () => {
    tenantCall(GLOBEX.id).reply(200, { ...GLOBEX, db_password: LEAKED_PASSWORD });
    const { container } = renderDetails(GLOBEX.id);

    await screen.findByRole('heading', { name: 'Globex' });
    const shown = shownDetails();
    expect(shown['Database Password']).toBe('Not set');
    expect(shown['Database Host']).toBe('—');
    expect(shown['Identity Provider Org ID']).toBe('—');
    expect(shown['Database Port']).toBe('—');
    expect(shown.Country).toBe('Germany');
    expect(shown).not.toHaveProperty('Address');
    expect(shown).not.toHaveProperty('State');
    expect(container).not.toHaveTextContent(LEAKED_PASSWORD);
  });

  it('goes back to /tenants with Back', async () => {
    tenantCall(ACME.id).reply(200, ACME);
    renderDetails(ACME.id);
    await screen.findByRole('heading', { name: 'Acme Corporation' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tenants$/);
  });

  it("shows 'Tenant not found' when the API answers 404", async () => {
    tenantCall(ACME.id).reply(404, { message: 'No such tenant' }, JSON_HEADERS);
    renderDetails(ACME.id);

    expect(await screen.findByText('Tenant not found')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it("shows 'Tenant not found' when the API returns nothing", async () => {
    tenantCall(ACME.id).reply(200, '');
    renderDetails(ACME.id);

    expect(await screen.findByText('Tenant not found')).toBeInTheDocument();
  });

  it("refuses a client admin another tenant's details without calling the API", async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    const call = tenantCall(GLOBEX.id).reply(200, GLOBEX);
    renderDetails(GLOBEX.id);

    expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_DENIED);
    expect(screen.queryByText('Globex')).not.toBeInTheDocument();
    expect(call.isDone()).toBe(false);
  });

  it('shows a client admin their own tenant', async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    tenantCall(ACME.id).reply(200, ACME);
    renderDetails(ACME.id);

    expect(await screen.findByRole('heading', { name: 'Acme Corporation' })).toBeInTheDocument();
  });

  it('shows the access-denied message when the API answers 403', async () => {
    tenantCall(GLOBEX.id).reply(403, { message: ACCESS_DENIED }, JSON_HEADERS);
    renderDetails(GLOBEX.id);

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_DENIED);
  });

  it('shows any other failure in a red error box', async () => {
    tenantCall(ACME.id).reply(500, { message: 'Database unavailable' }, JSON_HEADERS);
    renderDetails(ACME.id);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
