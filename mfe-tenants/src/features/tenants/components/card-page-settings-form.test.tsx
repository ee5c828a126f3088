import { configureApi } from '@bizcard/shared/api';
import { ACME, signInAsAdmin } from '@bizcard/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { renderRoute, resetStores } from '../test-utils';
import { TenantDetailsPage } from './tenant-details-page';

const API = 'http://localhost';
const SETTINGS = `/api/management/tenants/${ACME.id}/card-page-settings`;

const renderDetails = () => renderRoute(<TenantDetailsPage />, '/tenant/:id', `/tenant/${ACME.id}`);

beforeAll(() => {
  configureApi({ baseUrl: API });
  nock.disableNetConnect();
});

beforeEach(() => {
  resetStores();
  nock(API).get(`/api/management/tenants/${ACME.id}`).reply(200, ACME);
});

afterEach(() => nock.cleanAll());

afterAll(() => nock.enableNetConnect());

describe('Card Pages on Tenant Details', () => {
  it('lets a super admin allow indexing and choose the default language, and saves both', async () => {
    signInAsAdmin('superAdmin');
    nock(API).get(SETTINGS).reply(200, { indexable: false, language: 'en' });
    const saved = nock(API)
      .put(SETTINGS, { indexable: true, language: 'de' })
      .reply(200, { indexable: true, language: 'de' });
    renderDetails();

    const index = await screen.findByRole('checkbox', {
      name: "Let search engines index this tenant's cards",
    });
    expect(index).not.toBeChecked();
    const language = screen.getByRole('combobox', { name: 'Default card language' });
    expect(language).toHaveValue('en');
    await userEvent.click(index);
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save Card Page Settings' }));

    expect(await screen.findByText('Card page settings saved')).toBeInTheDocument();
    expect(saved.isDone()).toBe(true);
  });

  it('is not shown to a client admin', async () => {
    signInAsAdmin('clientAdmin', ACME.id);
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Acme Corporation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Card Pages' })).not.toBeInTheDocument();
  });
});
